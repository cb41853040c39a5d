/**
 * Fastify's "Server listening at" line, reworded to name PUBLIC_URL: the socket's address
 * (http://127.0.0.1:3000) is not where the product works — sign-in messages name PUBLIC_URL's host —
 * so it is shown without a scheme that a terminal would turn into a link.
 */
export const listeningLine = (publicUrl: string) => (address: string) =>
  `MeshLink is running at ${publicUrl} (listening on ${address.replace(/^https?:\/\//, "")})`;
