import { expect, type Page } from "@playwright/test";

// The listing and integration steps as a person takes them on an asset page, each
// resolving once the app confirms it (toast or status) so the next person can act on it.

/** The owner lists the asset on its page through "List asset": one engine, a royalty, an expiry. */
export async function listAsset(
  page: Page,
  { engine, royaltyPercent, expiration }: { engine: string; royaltyPercent: string; expiration: string },
): Promise<void> {
  await page.getByRole("button", { name: "List", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "List asset" });
  await dialog.getByRole("group", { name: "Game engines" }).getByLabel(engine).check();
  await dialog.getByLabel("Royalty fee (%)").fill(royaltyPercent);
  await dialog.getByLabel("Expiration").selectOption({ label: expiration });
  await dialog.getByRole("button", { name: "List asset" }).click();
  await expect(page.getByText("You have successfully listed your asset!")).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
}

/** The Integration panel for non-owners (spec section 4), by its current state. */
export const integrationPanel = (page: Page) => page.getByRole("region", { name: "Integration" });

/** A studio proposes integrating the asset into its collection `collectionName`. */
export async function proposeIntegration(page: Page, collectionName: string): Promise<void> {
  const panel = integrationPanel(page);
  await expect(panel).toHaveAttribute("data-state", "propose");
  await panel.getByRole("button", { name: "Propose" }).click();
  const dialog = page.getByRole("dialog", { name: "Propose Integration" });
  const destination = dialog.getByLabel("Destination collection");
  await expect(destination.locator("option", { hasText: collectionName })).toHaveCount(1);
  await destination.selectOption({ label: collectionName });
  await dialog.getByRole("button", { name: "Send proposal" }).click();
  await expect(page.getByText("You have successfully sent an integration proposal!")).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialog).toBeHidden();
}

/** The owner accepts the proposal of the studio named `studioName` in the Proposals table. */
export async function acceptProposal(page: Page, studioName: string): Promise<void> {
  const row = page
    .getByRole("region", { name: "Proposals" })
    .getByRole("row")
    .filter({ hasText: studioName });
  const accept = row.getByRole("button", { name: "Accept" });
  await expect(accept).toBeEnabled();
  await accept.click();
  await expect(page.getByText("You have successfully accepted an integration proposal!")).toBeVisible({
    timeout: 30_000,
  });
  await expect(row).toContainText("Accepted");
}

export type LinkedToken = { collection: `0x${string}`; tokenId: string; path: string };

/** The studio executes its accepted proposal; resolves with the linked token the dialog links to. */
export async function executeIntegration(page: Page): Promise<LinkedToken> {
  const panel = integrationPanel(page);
  await expect(panel).toHaveAttribute("data-state", "accepted");
  await panel.getByRole("button", { name: "Integrate" }).click();
  const dialog = page.getByRole("dialog", { name: "Integrate asset" });
  await dialog.getByRole("button", { name: "Confirm integration" }).click();
  await expect(dialog.getByRole("status")).toHaveText("You have successfully integrated the asset!", {
    timeout: 30_000,
  });
  const link = dialog.getByRole("link", { name: "View integrated asset" });
  const href = (await link.getAttribute("href")) ?? "";
  const match = /^\/asset\/(0x[0-9a-fA-F]{40})\/(\d+)$/.exec(href);
  if (!match) throw new Error(`"View integrated asset" links to ${href}, not to an asset page`);
  return { collection: match[1] as `0x${string}`, tokenId: match[2]!, path: href };
}
