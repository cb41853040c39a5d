import { describe, expect, it } from "vitest";
import { VALIDATION_MESSAGES } from "../messages/validation.ts";
import { assetFileProblems, isAcceptedArchive, isModelFile, zAssetFiles } from "./asset-files.ts";

const zip = { name: "source.zip", type: "application/zip", size: 1000 };
const windowsZip = { name: "source.zip", type: "application/x-zip-compressed", size: 1000 };
const rar = { name: "source.rar", type: "application/vnd.rar", size: 1000 };
const glb = { name: "Hero.GLB", type: "", size: 500 };
const fbx = { name: "hero.fbx", type: "application/octet-stream", size: 500 };

describe("file type checks", () => {
  it("accepts both zip mime types and nothing else as an archive", () => {
    expect([zip, windowsZip, rar].map(isAcceptedArchive)).toEqual([true, true, false]);
  });

  it("accepts .glb models by extension, whatever the case or reported type", () => {
    expect([glb, fbx].map(isModelFile)).toEqual([true, false]);
  });
});

describe("assetFileProblems", () => {
  it("requires both files on a new listing", () => {
    expect(assetFileProblems({}, "create")).toEqual([
      VALIDATION_MESSAGES.noAssetFiles,
      VALIDATION_MESSAGES.noPreviewModel,
    ]);
  });

  it("lets an edit keep the files uploaded before", () => {
    expect(assetFileProblems({ archive: null, previewModel: null }, "edit")).toEqual([]);
  });

  it("reports unsupported types in either mode", () => {
    expect(assetFileProblems({ archive: rar, previewModel: fbx }, "edit")).toEqual([
      VALIDATION_MESSAGES.unsupportedFiletype,
      VALIDATION_MESSAGES.unsupportedFiletype,
    ]);
    expect(assetFileProblems({ archive: windowsZip, previewModel: glb }, "create")).toEqual([]);
  });
});

describe("zAssetFiles", () => {
  it("reports each missing file on its own field when creating", () => {
    const issues = zAssetFiles("create").safeParse({}).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["archive", VALIDATION_MESSAGES.noAssetFiles],
      ["previewModel", VALIDATION_MESSAGES.noPreviewModel],
    ]);
  });

  it("keeps the original file object", () => {
    const file = { ...zip, extra: "kept" };
    expect(zAssetFiles("create").parse({ archive: file, previewModel: glb }).archive).toBe(file);
  });

  it("accepts missing files on edit but still checks types", () => {
    expect(zAssetFiles("edit").safeParse({}).success).toBe(true);
    expect(zAssetFiles("edit").safeParse({ archive: rar }).error?.issues[0]?.message).toBe(
      VALIDATION_MESSAGES.unsupportedFiletype,
    );
  });
});
