import {
  CSS_AND_MARKUP_INJECTION,
  INJECTION_CORPUS,
  MUTATION_XSS,
  XSS_FILTER_EVASION,
} from "@meshlink/domain/testing/injection-corpus";
import type { BrowserContext, Page } from "@playwright/test";
import { createAsset, createCollection } from "../support/asset-creation.ts";
import { expect, test } from "../support/wallet-users.ts";
import { withoutWebGL } from "../support/without-webgl.ts";
import { buildZip } from "../support/zip.ts";

// docs/decisions/010-stored-text.md in the browser: a creator stores injection payloads in every
// text field a visitor reads, and a visitor's pages neither run, nor fetch off-site, nor vanish.

const corpus = INJECTION_CORPUS.join("\n");
const marker = (label: string) => `<p><strong>${label} kept its bold</strong></p>`;

/** Every request to a host other than this machine is recorded and refused. */
async function guardOffSite(context: BrowserContext) {
  const fetched: string[] = [];
  await context.route(
    (url) => !["127.0.0.1", "localhost"].includes(url.hostname),
    async (route) => {
      fetched.push(route.request().url());
      await route.abort();
    },
  );
  return fetched;
}

/** Dialogs, uncaught errors and console errors a page shows; a payload that ran leaves one. */
function watchScripts(page: Page) {
  const ran: string[] = [];
  page.on("dialog", (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => ran.push(`error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") ran.push(`console: ${message.text()}`);
  });
  return ran;
}

/** The page is there to read: main shown, and nothing laid over the centre of `anchor`. */
async function expectReadable(page: Page, anchor: ReturnType<Page["getByRole"]>) {
  await expect(page.getByRole("main")).toBeVisible();
  await expect(anchor).toBeVisible();
  const covered = await anchor.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && !element.contains(top) && top !== element;
  });
  expect(covered, "something lies over the page").toBe(false);
  // The page's own search box is an input; the stored fake form asked for a recovery phrase.
  // Our own layout marks its few inline styles (carousel, progress bars, the viewer) with
  // data-layout-style.
  const injected =
    "main style, main iframe, main object, main embed, main [style]:not([data-layout-style]), main img[src*='evil']";
  // The elements themselves, so that a failure names what was injected. Stored text is rendered in
  // the page's document; the 3D viewer's own shadow tree (which the locator pierces) styles itself.
  expect(
    await page
      .locator(injected)
      .evaluateAll((found) =>
        found
          .filter((element) => element.getRootNode() === document)
          .map((element) => element.outerHTML.slice(0, 160)),
      ),
  ).toEqual([]);
  expect(await page.getByPlaceholder("Enter your recovery phrase").count()).toBe(0);
}

test("a visitor reads stored injection payloads as text: nothing runs, nothing is fetched off-site, the page stays visible", async ({
  openWalletUsers,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const run = `${Date.now()}${test.info().parallelIndex}`;
  const creatorName = `"><svg onload=alert(1)> Payload Maker ${run}`;
  const [creator] = await openWalletUsers({ name: creatorName, type: "Creator" });
  const creatorOffSite = await guardOffSite(creator.context);

  // A social link that is not https is refused in the form, before any transaction.
  await creator.page.goto("/collection/create");
  const form = creator.page.getByRole("form", { name: "Create collection" });
  await form.getByLabel("Website").fill("javascript:alert(1)");
  await form.getByRole("button", { name: "Create collection" }).click();
  await expect(form.getByText("incorrect entered value")).toBeVisible();

  // What a hand-made client could send: the payloads in every text field of the two records.
  await creator.page.route("**/api/collections", async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: { ...body, description: marker("Collection") + corpus } });
  });
  await creator.page.route("**/api/asset-drafts/*/metadata", async (route) => {
    const body = route.request().postDataJSON() as { technicalDescription: { short: object } };
    await route.continue({
      postData: {
        ...body,
        description: `**Description kept its bold**\n\n${corpus}`,
        properties: CSS_AND_MARKUP_INJECTION.slice(0, 6).map((payload, index) => ({
          name: `${payload.slice(0, 40)} ${index}`,
          value: payload,
        })),
        technicalDescription: {
          short: { ...body.technicalDescription.short, polyCount: XSS_FILTER_EVASION[0] },
          about: marker("About") + XSS_FILTER_EVASION.join("\n"),
          extended: marker("Extended") + [...MUTATION_XSS, ...CSS_AND_MARKUP_INJECTION].join("\n"),
        },
      },
    });
  });
  // No parentheses: the helpers match the page's URL with the name in a regular expression.
  const collectionName = `<img src=x onerror=confirm\`2\`> Crates ${run}`;
  await createCollection(creator.page, { name: collectionName, type: "Single 721" });
  const collectionPage = new URL(creator.page.url()).pathname;
  const assetName = `<script>alert(3)</script> Box`;
  const asset = await createAsset(creator.page, {
    collectionName,
    name: assetName,
    zip: { name: "payload.zip", buffer: buildZip({ "payload/readme.txt": "<script>alert(4)</script>" }) },
  });
  expect(creatorOffSite).toEqual([]);

  // A visitor, signed out, on every page that shows those texts.
  const visitor = await browser.newContext({ baseURL });
  // Texts, not the 3D view, are under test here: the model-viewer specs cover the viewer.
  await withoutWebGL(visitor);
  const offSite = await guardOffSite(visitor);
  const page = await visitor.newPage();
  const ran = watchScripts(page);

  await page.goto(asset.path);
  await expectReadable(page, page.getByRole("heading", { level: 1, name: assetName }));
  const about = page.getByRole("region", { name: "About" });
  await expect(about.locator("strong", { hasText: "About kept its bold" })).toBeVisible();
  await expect(about.locator("strong", { hasText: "Extended kept its bold" })).toBeVisible();
  await expect(page.getByTestId("asset-description").locator("strong").first()).toHaveText(
    "Description kept its bold",
  );
  expect(
    await page
      .locator("main [data-testid=asset-description] *[style], main [data-testid=asset-description] a")
      .count(),
  ).toBe(0);

  await page.goto(collectionPage);
  await expectReadable(page, page.getByRole("heading", { level: 1, name: collectionName }));
  await expect(page.locator("main strong", { hasText: "Collection kept its bold" })).toBeVisible();

  // Found by a word of its name: the default sort need not put a new, unlisted asset on page one.
  await page.goto("/browse/assets?q=box");
  await expectReadable(page, page.getByRole("link", { name: assetName }).first());

  // The creator's own pages show their name (the account menu) and records the same way.
  const creatorRan = watchScripts(creator.page);
  await creator.page.goto("/");
  await expectReadable(
    creator.page,
    creator.page.getByRole("button", { name: `Account menu for ${creatorName}` }),
  );
  await creator.page.goto(asset.path);
  await expectReadable(creator.page, creator.page.getByRole("heading", { level: 1, name: assetName }));

  expect(ran).toEqual([]);
  expect(creatorRan).toEqual([]);
  expect(offSite).toEqual([]);
  expect(creatorOffSite).toEqual([]);
  await visitor.close();
});
