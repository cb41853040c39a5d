import { randomBytes } from "node:crypto";
import { join } from "node:path";

/** A fresh, unguessable name in `folder` for a file that is renamed or removed when done. */
export const temporaryPath = (folder: string, prefix: string): string =>
  join(folder, `${prefix}-${process.pid}-${randomBytes(8).toString("hex")}.tmp`);
