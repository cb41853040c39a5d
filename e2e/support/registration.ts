import { expect, type Page } from "@playwright/test";
import { readVerificationLink } from "./outbox.ts";

/** The Auth modal an unregistered wallet opens says to register; its link leads to /register. */
export async function followAuthModalToRegister(page: Page): Promise<void> {
  const authModal = page.getByRole("dialog", { name: "Register to continue" });
  await expect(authModal).toContainText("This wallet has no MeshLink account yet");
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
  await expect(page.getByText("Check your email")).toBeVisible();

  await page.goto(await readVerificationLink(email));
  await expect(page.getByText("Your email is verified")).toBeVisible();
  await expect(page.getByRole("button", { name: `Account menu for ${name}` })).toBeVisible();
}
