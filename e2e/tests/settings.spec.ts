import type { Page } from "@playwright/test";
import { readVerificationLink } from "../support/outbox.ts";
import { expect, test } from "../support/wallet-users.ts";

// Spec sections 2 (/account/settings), 5 (image checks and crops) and 7 (upload, then the avatar or
// banner is saved) on the real stack: an injected wallet's user edits the profile, crops an avatar
// and a banner that the server stores, and the header shows them at once and after a reload.

/** A photo-like PNG drawn by the browser itself: gradients, so a crop shows which part it kept. */
async function drawnPng(page: Page, width: number, height: number): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h);
      const context = canvas.getContext("2d")!;
      const sky = context.createLinearGradient(0, 0, w, h);
      sky.addColorStop(0, "#4f46e5");
      sky.addColorStop(1, "#0ea5e9");
      context.fillStyle = sky;
      context.fillRect(0, 0, w, h);
      context.fillStyle = "#fbbf24";
      context.beginPath();
      context.arc(w * 0.4, h * 0.45, Math.min(w, h) / 5, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = "#0f766e";
      context.fillRect(0, h * 0.75, w, h * 0.25);
      const blob = await canvas.convertToBlob({ type: "image/png" });
      return [...new Uint8Array(await blob.arrayBuffer())];
    },
    [width, height] as const,
  );
  return Buffer.from(bytes);
}

/** The natural size of an <img> once it has loaded. */
const naturalSize = (page: Page, selector: string) =>
  page.locator(selector).evaluate(async (image: HTMLImageElement) => {
    await image.decode();
    const full = new Image();
    full.src = image.src.split("?")[0]!;
    await full.decode();
    return { width: full.naturalWidth, height: full.naturalHeight };
  });

async function cropAndSave(page: Page, kind: "avatar" | "banner", png: Buffer) {
  await page
    .getByLabel(`Choose ${kind}`)
    .setInputFiles({ name: `${kind}.png`, mimeType: "image/png", buffer: png });
  const dialog = page.getByRole("dialog", { name: `Crop your ${kind}` });
  await expect(dialog).toBeVisible();
  // Zoom in and move the image with the keyboard, as someone without a mouse would.
  await dialog.getByLabel("Zoom").fill("1.2");
  await dialog.getByRole("group", { name: /the arrow keys move the image/ }).press("ArrowRight");
  const save = dialog.getByRole("button", { name: `Save ${kind}` });
  await expect(save).toBeEnabled();
  return { dialog, save };
}

test("a creator edits the profile, crops an avatar and a banner, and sees them in the header and after a reload", async ({
  openWalletUsers,
}, testInfo) => {
  test.setTimeout(180_000);
  const [creator] = await openWalletUsers({ name: "Sett Lemon", type: "Creator" });
  const { page } = creator;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/account/settings");
  const form = page.getByRole("form", { name: "Profile" });
  await expect(form.getByLabel("Name")).toHaveValue("Sett Lemon");

  await form.getByLabel("Name").fill(" ");
  await form.getByLabel("Portfolio").fill("http://lemon.example");
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expect(form.getByText("incorrect entered value")).toBeVisible();
  await expect(form.getByLabel("Name")).toBeFocused();

  await form.getByLabel("Name").fill("Sett Lemon Studio");
  await form.getByLabel("Portfolio").fill("https://lemon.example/work");
  await form.getByRole("textbox", { name: "Description" }).fill("Low-poly props for every game.");
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved")).toBeVisible();
  const menu = page.getByRole("banner").getByRole("button", { name: "Account menu for Sett Lemon Studio" });
  await expect(menu).toBeVisible();

  // Spec section 5: a file that is not an image is refused before any upload.
  await page.getByLabel("Choose avatar").setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not an image"),
  });
  await expect(page.getByText("Image type is not supported")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const avatar = await cropAndSave(page, "avatar", await drawnPng(page, 640, 480));
  await page.screenshot({ path: testInfo.outputPath("settings-crop-avatar.png") });
  await avatar.save.click();
  await expect(page.getByText("Image uploaded successfully!").first()).toBeVisible({ timeout: 20_000 });
  await expect(avatar.dialog).toBeHidden();
  await expect(menu.locator("img")).toHaveAttribute("src", /^\/api\/images\/image-[^?]+\?w=64&h=64$/);

  const banner = await cropAndSave(page, "banner", await drawnPng(page, 1600, 600));
  await page.screenshot({ path: testInfo.outputPath("settings-crop-banner.png") });
  await banner.save.click();
  await expect(banner.dialog).toBeHidden({ timeout: 20_000 });

  // The server kept the crops' shapes: a square avatar and a 7:1 banner.
  const avatarSize = await naturalSize(page, 'img[alt="Your avatar"]');
  expect(avatarSize.width).toBe(avatarSize.height);
  const bannerSize = await naturalSize(page, 'img[alt="Your banner"]');
  expect(bannerSize.width).toBe(bannerSize.height * 7);

  // A new email is unverified until its mailed link is opened; the link can be sent again.
  const email = `lemon-${Date.now()}@example.com`;
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Save profile" }).click();
  await expect(form.getByText("Unverified —")).toBeVisible();
  await form.getByRole("button", { name: "resend the verification link" }).click();
  await expect(page.getByText(`We sent a verification link to ${email}`).first()).toBeVisible();

  await page.screenshot({ path: testInfo.outputPath("settings-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(menu.locator("img")).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath("settings-375.png"), fullPage: true });

  await page.goto(await readVerificationLink(email));
  await expect(page.getByText("Your email is verified")).toBeVisible({ timeout: 20_000 });
  await page.goto("/account/settings");
  await page.reload();
  await expect(menu).toBeVisible({ timeout: 20_000 });
  await expect(menu.locator("img")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("Sett Lemon Studio");
  await expect(form.getByText("Verified")).toBeVisible();
  await expect(page.locator('img[alt="Your banner"]')).toBeVisible();
});
