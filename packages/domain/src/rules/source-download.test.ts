import { describe, expect, it } from "vitest";
import { canDownloadSourceFiles } from "./source-download.ts";
import type { Viewer } from "./viewer.ts";

const asset = (proposals: { offererId: string; isFinalised: boolean }[] = []) => ({
  userId: "creator-1",
  proposals,
});
const studio: Viewer = { id: "studio-1", type: "studio" };
const otherCreator: Viewer = { id: "creator-2", type: "creator" };
const admin: Viewer = { id: "admin-1", type: "admin" };
const formerStudio: Viewer = { id: "studio-1", type: "creator" };

describe("canDownloadSourceFiles", () => {
  it("lets the asset owner download", () => {
    expect(canDownloadSourceFiles({ id: "creator-1", type: "creator" }, asset())).toBe(true);
  });

  it("lets another holder of an ERC-1155 token download, as the server does for any balance", () => {
    expect(canDownloadSourceFiles(otherCreator, asset(), 9n)).toBe(true);
    expect(canDownloadSourceFiles(otherCreator, asset(), 0n)).toBe(false);
    expect(canDownloadSourceFiles(null, asset(), 9n)).toBe(false);
  });

  it("lets a studio download once its proposal is finalised", () => {
    expect(canDownloadSourceFiles(studio, asset([{ offererId: "studio-1", isFinalised: true }]))).toBe(true);
  });

  it.each([
    ["anonymous visitors", null, asset([{ offererId: "studio-1", isFinalised: true }])],
    [
      "a studio whose proposal is not finalised",
      studio,
      asset([{ offererId: "studio-1", isFinalised: false }]),
    ],
    [
      "a studio when another studio integrated",
      studio,
      asset([{ offererId: "studio-2", isFinalised: true }]),
    ],
    ["a creator who is not the owner", otherCreator, asset()],
    ["an admin", admin, asset()],
    [
      "a former studio now typed creator",
      formerStudio,
      asset([{ offererId: "studio-1", isFinalised: true }]),
    ],
  ])("refuses %s", (_, viewer, target) => {
    expect(canDownloadSourceFiles(viewer, target)).toBe(false);
  });
});
