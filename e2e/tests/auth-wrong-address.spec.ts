import { expect, test } from "@playwright/test";
import { connectDemoWallet } from "../support/wallet.ts";

// PUBLIC_URL is the address sign-in messages must name (docs/decisions/003-auth.md). The journeys'
// server has PUBLIC_URL http://127.0.0.1:PORT, so the same server opened at localhost is another site.
test("a page opened at another address than PUBLIC_URL says where to sign in, not to register", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const publicUrl = new URL(baseURL!).origin;
  const elsewhere = publicUrl.replace("127.0.0.1", "localhost");
  await page.goto(`${elsewhere}/browse/assets`);
  await connectDemoWallet(page, 1);

  const dialog = page.getByRole("dialog", { name: "Sign in at MeshLink's address" });
  await expect(dialog).toContainText(`Open MeshLink at ${publicUrl} to sign in`, { timeout: 20_000 });
  await expect(page.getByRole("dialog", { name: "Register to continue" })).toBeHidden();
  await dialog.getByRole("link", { name: `Open ${publicUrl}` }).click();
  await expect(page).toHaveURL(`${publicUrl}/browse/assets`);
});
