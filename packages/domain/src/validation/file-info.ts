import { z } from "zod";

// What the rules need to know about an uploaded file. A browser File and a multipart part both have
// these, so the same checks run in the form and on the server without copying the file.
export type FileInfo = { name: string; type: string; size: number };

export const isFileInfo = (value: unknown): value is FileInfo => {
  if (typeof value !== "object" || value === null) return false;
  const file = value as Record<string, unknown>;
  return typeof file.name === "string" && typeof file.type === "string" && typeof file.size === "number";
};

// z.custom keeps the original object (a File stays a File), unlike z.object, which copies.
export const zFileInfo = (message: string) => z.custom<FileInfo>(isFileInfo, { error: message });

export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot).toLowerCase();
};
