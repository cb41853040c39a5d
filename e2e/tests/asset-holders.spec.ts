import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { connectDemoWallet } from "../support/wallet.ts";
import { withoutWebGL } from "../support/without-webgl.ts";

// Several holders of one ERC-1155 token (docs/decisions/008): the demo seed leaves Ada Voxel 1 of 10
// Ammo Crates and Kenji Mesh 9. A visitor sees both with their balances; Kenji, who is not the
// owner the page names, lists what he holds and no more, on the real chain.
test.describe("an ERC-1155 asset with two holders", () => {
  test.setTimeout(120_000);
  // Holders and listing, not the 3D view, are under test here.
  test.beforeEach(({ context }) => withoutWebGL(context));

  const ammoCrate = async (request: APIRequestContext) => {
    const response = await request.post("/api/assets/list", { data: { search: "Ammo Crate" } });
    const { data } = (await response.json()) as {
      data: { data: { name: string; address: string; tokenId: string }[] };
    };
    const crate = data.data.find((asset) => asset.name === "Ammo Crate");
    if (!crate) throw new Error("the demo seed made no Ammo Crate");
    return `/asset/${crate.address}/${crate.tokenId}`;
  };
  const ownersRows = async (page: Page) => {
    await page.getByRole("button", { name: "2 owners" }).click();
    const dialog = page.getByRole("dialog", { name: "Owners" });
    await expect(dialog.getByRole("link", { name: "Kenji Mesh" })).toBeVisible();
    const rows = await dialog.getByRole("row").allInnerTexts();
    await page.keyboard.press("Escape");
    return rows.slice(1).map((row) => row.replace(/\s+/g, " ").trim());
  };

  test("shows the owners with their balances, and the second holder lists at most what he holds", async ({
    page,
    request,
  }) => {
    await page.goto(await ammoCrate(request));
    expect(await ownersRows(page)).toEqual([
      expect.stringMatching(/^Kenji Mesh 0x.* 9$/),
      expect.stringMatching(/^Ada Voxel 0x.* 1$/),
    ]);

    await connectDemoWallet(page, "Kenji Mesh");
    await expect(page.getByText("You own 9")).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "List", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "List asset" });
    await dialog.getByRole("group", { name: "Game engines" }).getByLabel("Unity").check();
    await dialog.getByLabel("Royalty fee (%)").fill("5");
    await dialog.getByLabel("Polygon count").fill("60");
    await dialog.getByLabel("Supply to list").fill("10");
    await dialog.getByRole("button", { name: "List asset" }).click();
    await expect(dialog.getByText("You hold 9: list at most that many")).toBeVisible();

    await dialog.getByLabel("Supply to list").fill("9");
    await dialog.getByRole("button", { name: "List asset" }).click();
    await expect(page.getByText("You have successfully listed your asset!")).toBeVisible({ timeout: 30_000 });
    // His own listing is his to edit; the creator's holding is untouched.
    await expect(page.getByRole("button", { name: "Edit listing" })).toBeVisible();
    await expect(page.getByRole("button", { name: "List", exact: true })).toBeHidden();
    expect(await ownersRows(page)).toHaveLength(2);
  });
});
