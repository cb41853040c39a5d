import { UPLOAD_FILE_FIELD, type ImageUpload } from "@meshlink/domain/files/file-uploads.types";
import { apiRequest } from "@/lib/api-client";

/** POST /api/upload (spec section 7): the image's key and where it is served. */
export function uploadImage(file: File): Promise<ImageUpload> {
  const body = new FormData();
  body.append(UPLOAD_FILE_FIELD, file);
  return apiRequest("/api/upload", { method: "POST", body });
}
