import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** What one path answers: a body (and content type), or a handler that writes the answer itself. */
type Route = { body: string | Buffer; type?: string } | ((response: ServerResponse) => void);

/**
 * A local HTTP server standing in for metadata hosts and an IPFS gateway in tests: each path
 * answers its route (404 otherwise) and every request is counted by path.
 */
export async function startMetadataServer(routes: Record<string, Route>) {
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes[path];
    if (!route) return void response.writeHead(404).end("not found");
    if (typeof route === "function") return route(response);
    response.writeHead(200, { "content-type": route.type ?? "application/json" }).end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    routes,
    hits: (path: string) => hits.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
