/** Sizes as people read them in messages, in decimal units like the spec's "8MB" (8,000,000 bytes). */
export function formatBytes(bytes: number): string {
  const units: [number, string][] = [
    [1e9, "GB"],
    [1e6, "MB"],
    [1e3, "kB"],
  ];
  for (const [size, unit] of units) if (bytes >= size) return `${+(bytes / size).toFixed(2)} ${unit}`;
  return `${bytes} bytes`;
}
