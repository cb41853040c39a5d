import { describe, expect, it } from "vitest";
import { errorMessageOf, ERROR_MESSAGES, ipfsUploadFailed, modelPreviewUploadFailed } from "./errors.ts";

describe("upload failure messages", () => {
  it("append the reason to the spec prefix", () => {
    expect(ipfsUploadFailed("timeout")).toBe("IPFS upload failed: timeout");
    expect(modelPreviewUploadFailed("too large")).toBe("Model preview upload failed: too large");
  });
});

describe("errorMessageOf", () => {
  it("prefers the error's own message and falls back to the given text", () => {
    expect(errorMessageOf(new Error("Collection is full"), ERROR_MESSAGES.listingFailed)).toBe(
      "Collection is full",
    );
    expect(errorMessageOf("rejected", ERROR_MESSAGES.listingFailed)).toBe("rejected");
    expect(errorMessageOf(new Error(""), ERROR_MESSAGES.uploadFailed)).toBe("Upload failed");
    expect(errorMessageOf({ code: 4001 }, ERROR_MESSAGES.uploadFailed)).toBe("Upload failed");
  });
});

describe("spec copy", () => {
  // The spec's misspellings are product copy; a spell-checking "fix" must fail here.
  it("keeps the spec's spelling", () => {
    expect(ERROR_MESSAGES.acceptProposalFailed).toBe("There has been an error while acceptiong a proposal.");
  });
});
