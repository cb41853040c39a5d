import { DOWNLOAD_FAILED_ALERT } from "@meshlink/domain/messages/errors";
import { readFile } from "node:fs/promises";
import { parseAbi } from "viem";
import { generatePrivateKey, privateKeyToAddress } from "viem/accounts";
import { createAsset, createCollection } from "../support/asset-creation.ts";
import { chainWallet } from "../support/local-chain.ts";
import { requestSourceArchive } from "../support/source-archive.ts";
import { expect, test } from "../support/wallet-users.ts";
import { buildZip } from "../support/zip.ts";

// Spec section 7: the source archive of an asset goes to whoever holds its token, and to nobody else.
// The struck-through link's tooltip (spec section 2: "saying authorization is missing").
const DENIED =
  "Authorization missing: only the owner or a studio with a finalised integration can download the source files.";

test("an asset's source zip downloads for its owner and is refused to another signed-in user", async ({
  openWalletUsers,
  request,
}) => {
  // Two wallets, a collection, an asset and a transfer: minutes on a busy machine.
  test.setTimeout(240_000);
  const [creator, stranger] = await openWalletUsers(
    { name: "Archive Maker", type: "Creator" },
    { name: "Curious Studio", type: "Studio" },
  );
  const collectionName = `Archives ${Date.now()} ${test.info().parallelIndex}`;
  await createCollection(creator.page, { name: collectionName, type: "Single 721" });
  const zip = buildZip({ "lantern/readme.txt": "Lantern source files", "lantern/lantern.blend": "blend" });
  const asset = await createAsset(creator.page, {
    collectionName,
    name: "Brass lantern",
    zip: { name: "lantern-src.zip", buffer: zip },
  });

  // The owner's link is active and the click saves the very zip that was uploaded.
  const ownerLink = creator.page.getByRole("button", { name: "Download source files" });
  await expect(ownerLink).toBeEnabled();
  const downloading = creator.page.waitForEvent("download");
  await ownerLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("Brass_lantern.zip");
  expect((await readFile(await download.path())).equals(zip)).toBe(true);

  const owned = await requestSourceArchive(creator.page.request, creator.account, asset);
  expect(owned.status()).toBe(200);
  expect(owned.headers()["content-type"]).toBe("application/zip");
  expect(owned.headers()["content-disposition"]).toBe('attachment; filename="Brass_lantern.zip"');
  expect((await owned.body()).equals(zip)).toBe(true);

  // Anyone else sees the link struck through with its tooltip, and a valid signature gets a 403.
  await stranger.page.goto(asset.path);
  await expect(stranger.page.getByRole("heading", { name: "Brass lantern" })).toBeVisible();
  const deniedLink = stranger.page.getByRole("link", { name: "Download source files" });
  await expect(deniedLink).toHaveAttribute("aria-disabled", "true");
  await expect(deniedLink).toHaveCSS("text-decoration-line", "line-through");
  await expect(deniedLink).toHaveAccessibleDescription(DENIED);
  await expect(stranger.page.getByRole("button", { name: "Download source files" })).toHaveCount(0);
  const tooltip = stranger.page.getByRole("tooltip").filter({ hasText: DENIED });
  await expect(tooltip).toBeHidden();
  await deniedLink.hover();
  await expect(tooltip).toBeVisible();
  const refused = await requestSourceArchive(stranger.page.request, stranger.account, asset);
  expect(refused.status()).toBe(403);
  expect(refused.headers()["content-disposition"]).toBeUndefined();

  // The server goes by who holds the token on chain (through its indexer), the page by who created
  // the asset: once the creator has given the token away, the still-active link ends in the alert.
  await chainWallet(creator.account, creator.rpcUrl).writeContract({
    address: asset.collection,
    abi: parseAbi(["function transferFrom(address from, address to, uint256 tokenId)"]),
    functionName: "transferFrom",
    args: [creator.account.address, privateKeyToAddress(generatePrivateKey()), BigInt(asset.tokenId)],
  });
  await expect
    .poll(async () => (await requestSourceArchive(request, creator.account, asset)).status(), {
      message: "the indexer sees the transfer",
      intervals: [500, 1_000],
      timeout: 20_000,
    })
    .toBe(403);
  const alerted = creator.page.waitForEvent("dialog");
  await ownerLink.click();
  const alert = await alerted;
  expect(alert.type()).toBe("alert");
  expect(alert.message()).toBe(DOWNLOAD_FAILED_ALERT);
  await alert.dismiss();
});
