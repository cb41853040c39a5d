import { validateBytes, type ValidationMessage } from "gltf-validator";
import { ServiceError } from "../services/service-error.ts";

export type ValidationSummary = {
  errors: number;
  warnings: number;
  infos: number;
  hints: number;
  /** The first messages of the report, for the asset page; the counts cover all of them. */
  messages: ValidationMessage[];
  truncated: boolean;
};

export type ValidationOptions = { maxIssues: number; maxMessages: number };

export const DEFAULT_VALIDATION_OPTIONS: ValidationOptions = { maxIssues: 100, maxMessages: 20 };

/**
 * Runs the Khronos glTF-Validator (the reference implementation of the spec's rules). Errors
 * refuse the model; warnings, infos and hints are counted and kept for the asset page.
 */
export async function validateGlb(
  bytes: Uint8Array,
  options: ValidationOptions = DEFAULT_VALIDATION_OPTIONS,
): Promise<ValidationSummary> {
  // The preview must render from the glb alone, and the server must never fetch a URL or read a
  // local path for an uploader, so every external resource (http:, file:, relative) is refused.
  // data: URIs are embedded content; the validator reads those itself without asking.
  const externalUris: string[] = [];
  const report = await validateBytes(bytes, {
    format: "glb",
    maxIssues: options.maxIssues,
    writeTimestamp: false,
    externalResourceFunction: (uri) => {
      externalUris.push(uri);
      return Promise.reject(new Error("external resources are not read"));
    },
  }).catch((error: unknown) => {
    // It throws (a string, not an Error) when it cannot even parse the container.
    throw new ServiceError("INVALID_REQUEST", `the model could not be validated (${String(error)})`);
  });
  if (externalUris.length > 0) {
    throw new ServiceError(
      "INVALID_REQUEST",
      `the model refers to external files (${externalUris.join(", ")}); a glb must contain everything it uses`,
    );
  }
  const { issues } = report;
  if (issues.numErrors > 0)
    throw new ServiceError("INVALID_REQUEST", describeErrors(issues.messages, issues.numErrors));
  return {
    errors: issues.numErrors,
    warnings: issues.numWarnings,
    infos: issues.numInfos,
    hints: issues.numHints,
    messages: issues.messages.slice(0, options.maxMessages),
    truncated: issues.truncated || issues.messages.length > options.maxMessages,
  };
}

function describeErrors(messages: ValidationMessage[], count: number): string {
  const shown = messages.find((message) => message.severity === 0);
  if (!shown) return `the model is not valid glTF (${count} errors)`;
  const where = shown.pointer ? ` at ${shown.pointer}` : "";
  const more = count > 1 ? ` and ${count - 1} more error${count > 2 ? "s" : ""}` : "";
  return `the model is not valid glTF: ${shown.message} (${shown.code}${where})${more}`;
}
