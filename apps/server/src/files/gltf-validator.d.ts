// gltf-validator ships no types; this covers the part of its API we call.
// https://github.com/KhronosGroup/glTF-Validator/blob/main/node/README.md
declare module "gltf-validator" {
  export type ValidationMessage = {
    code: string;
    message: string;
    severity: 0 | 1 | 2 | 3;
    pointer?: string;
  };

  export type ValidationReport = {
    issues: {
      numErrors: number;
      numWarnings: number;
      numInfos: number;
      numHints: number;
      messages: ValidationMessage[];
      truncated: boolean;
    };
    info?: Record<string, unknown>;
  };

  export type ValidationOptions = {
    uri?: string;
    format?: "glb" | "gltf";
    externalResourceFunction?: (uri: string) => Promise<Uint8Array>;
    writeTimestamp?: boolean;
    maxIssues?: number;
    ignoredIssues?: string[];
    severityOverrides?: Record<string, 0 | 1 | 2 | 3>;
  };

  export function validateBytes(data: Uint8Array, options?: ValidationOptions): Promise<ValidationReport>;
  export function version(): string;
}
