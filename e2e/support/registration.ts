import { expect, type Page } from "@playwright/test";
import { readVerificationLink } from "./outbox.ts";

// The waits below span a wallet round (connect or reconnect, then sign) with server calls, or a
// whole page load; with two browsers, the server and anvil on CI's 2 cores, that has taken longer
// than playwright.config.ts's expect timeout.
const WALLET_ROUND_MS = 20_000;

/** The Auth modal an unregistered wallet opens says to register; its link leads to /register. */
export async function followAuthModalToRegister(page: Page): Promise<void> {
  const authModal = page.getByRole("dialog", { name: "Register to continue" });
  await expect(authModal).toContainText("This wallet has no MeshLink account yet", {
    timeout: WALLET_ROUND_MS,
  });
  await authModal.getByRole("link", { name: "Register" }).click();
  await expect(page).toHaveURL("/register");
}

/** On /register: submit the form, then open the emailed /verify/ link, which signs the wallet in. */
export async function registerAndVerify(page: Page, name: string, type: "Creator" | "Studio"): Promise<void> {
  const email = `${name.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}@example.com`;
  const form = page.getByRole("form", { name: "Registration" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByRole("radio", { name: new RegExp(type) }).check();
  await form.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText("Check your email")).toBeVisible({ timeout: WALLET_ROUND_MS });

  await page.goto(await readVerificationLink(email));
  await expect(page.getByText("Your email is verified")).toBeVisible({ timeout: WALLET_ROUND_MS });
  await expect(page.getByRole("button", { name: `Account menu for ${name}` })).toBeVisible({
    timeout: WALLET_ROUND_MS,
  });
}
