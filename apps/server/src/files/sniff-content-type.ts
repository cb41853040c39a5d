// The IPFS store keeps bytes without a type, like IPFS itself; a gateway tells the type from the
// first bytes. Only the types this product stores are recognised; the rest is a download.
const SIGNATURES: [number[], string][] = [
  [[0x50, 0x4b, 0x03, 0x04], "application/zip"],
  [[0x50, 0x4b, 0x05, 0x06], "application/zip"],
  [[0x67, 0x6c, 0x54, 0x46], "model/gltf-binary"],
  [[0x89, 0x50, 0x4e, 0x47], "image/png"],
  [[0xff, 0xd8, 0xff], "image/jpeg"],
  [[0x47, 0x49, 0x46, 0x38], "image/gif"],
];

export function sniffContentType(head: Uint8Array): string {
  for (const [signature, type] of SIGNATURES) {
    if (signature.every((byte, index) => head[index] === byte)) return type;
  }
  const text = Buffer.from(head).toString("latin1");
  if (text.startsWith("RIFF") && text.slice(8, 12) === "WEBP") return "image/webp";
  // Token metadata (the OpenSea metadata standard) is a JSON object.
  if (/^\s*[{[]/.test(text)) return "application/json";
  return "application/octet-stream";
}
