import { UPLOAD_FILE_FIELD } from "@meshlink/domain/files/file-uploads.types";
import { SESSION_STORAGE_KEYS } from "@meshlink/domain/constants/session-storage";
import type { z } from "zod";

/**
 * A multipart upload with progress, which fetch cannot report: XMLHttpRequest's upload events.
 * Resolves with the envelope's `data` read by `schema`; rejects with the server's `error` text.
 */
export function uploadWithProgress<T>(
  url: string,
  file: File,
  schema: z.ZodType<T>,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    const token = sessionStorage.getItem(SESSION_STORAGE_KEYS.token);
    if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new Error("network error"));
    xhr.onload = () => {
      const envelope = readJson(xhr.responseText);
      const ok = String(envelope?.status).toLowerCase() === "success";
      if (!ok) {
        const reason = envelope?.error ?? envelope?.message;
        reject(new Error(typeof reason === "string" && reason ? reason : `status ${xhr.status}`));
        return;
      }
      onProgress(100);
      const parsed = schema.safeParse(envelope?.data);
      if (parsed.success) resolve(parsed.data);
      else reject(new Error("unexpected answer"));
    };
    const form = new FormData();
    form.append(UPLOAD_FILE_FIELD, file);
    xhr.send(form);
  });
}

type Envelope = { status?: unknown; data?: unknown; error?: unknown; message?: unknown };

function readJson(text: string): Envelope | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}
