// Draws one SVG as a PNG for svg-raster.ts: the SVG on stdin, the PNG on stdout, the drawing
// options as JSON in the first argument. A process of its own because librsvg cannot be
// interrupted once it draws (sharp's timeout is only checked between tiles, and a running draw
// even keeps process.exit from finishing): killing this process is the only sure bound.
import sharp from "sharp";

const { width, height, density, maxPixels, limitMs } = JSON.parse(process.argv[2] ?? "{}");

// Also when the server that started this one died without killing it.
setTimeout(() => process.kill(process.pid, "SIGKILL"), limitMs).unref();
// One libvips thread (sharp's default on glibc Linux, set for every platform): one core at most.
sharp.concurrency(1);

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
// svg-raster.ts counts the drawing's time from this line, not from this process's start.
process.stderr.write("drawing\n");
try {
  const png = await sharp(Buffer.concat(chunks), { density, limitInputPixels: maxPixels })
    .resize({ width, height, fit: "inside" })
    .png()
    .toBuffer();
  process.stdout.write(png);
} catch (error) {
  process.stderr.write(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
