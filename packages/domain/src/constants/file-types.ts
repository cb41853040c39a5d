// Spec section 5: archives are zip. Browsers on Windows report zip files as
// application/x-zip-compressed, hence both types.
export const ACCEPTED_ARCHIVE_MIME_TYPES = ["application/zip", "application/x-zip-compressed"] as const;

// 3D models are binary glTF. Browsers often leave `type` empty for .glb, so the extension decides.
export const MODEL_FILE_EXTENSION = ".glb";
export const MODEL_MIME_TYPE = "model/gltf-binary";
