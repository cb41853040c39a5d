import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import { Link } from "react-router";
import { AccountName } from "@/ui/account-name";
import { AssetMoreMenu } from "@/features/assets/components/asset-more-menu";
import { ImportedAssetNote } from "@/features/assets/components/imported-asset-note";
import { assetPath, collectionPath } from "@/lib/entity-paths";
import { Button } from "@/ui/button";
import { SharePopup } from "@/ui/share-popup";
import { connectedGamesCount } from "@meshlink/domain/rules/asset-card";

type AssetHeaderProps = { asset: AssetDetails; onReload: () => void; reloading: boolean };

/**
 * Spec section 2: name, count of integrated games, collection link, reload / share / more; and who
 * made and who holds the asset, each by name with a link to their profile.
 */
export function AssetHeader({ asset, onReload, reloading }: AssetHeaderProps) {
  const games = connectedGamesCount(asset);
  return (
    <header className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to={collectionPath(asset.collection)}
          className="text-sm font-semibold text-indigo-600 hover:underline dark:text-indigo-300"
        >
          {asset.collection.name}
        </Link>
        <div className="flex gap-1" role="group" aria-label="Asset actions">
          <Button variant="ghost" size="icon" aria-label="Reload" onClick={onReload} disabled={reloading}>
            <span aria-hidden="true" className={reloading ? "animate-spin" : undefined}>
              ↻
            </span>
          </Button>
          <SharePopup
            url={window.location.href}
            text={asset.name}
            trigger={
              <Button variant="ghost" size="icon" aria-label="Share">
                <span aria-hidden="true">⤴</span>
              </Button>
            }
          />
          <AssetMoreMenu asset={asset} />
        </div>
      </div>
      <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{asset.name}</h1>
      <ImportedAssetNote asset={asset} />
      <p className="text-sm text-fg-muted">
        <span className="font-semibold text-fg">{games}</span>{" "}
        {games === 1 ? "integrated game" : "integrated games"}
      </p>
      <dl className="flex flex-wrap items-baseline gap-x-6 gap-y-1 text-sm">
        {people(asset).map(([label, person]) => (
          <div key={label} className="flex items-baseline gap-1.5">
            <dt className="text-fg-muted">{label}</dt>
            <dd>
              <AccountName {...person} chainId={asset.blockchain.chainId} />
            </dd>
          </div>
        ))}
      </dl>
      {asset.originalAsset ? (
        <p className="text-sm">
          Integrated from{" "}
          <Link
            to={assetPath(asset.originalAsset)}
            className="font-semibold text-indigo-600 hover:underline dark:text-indigo-300"
          >
            {asset.originalAsset.name}
          </Link>
        </p>
      ) : null}
    </header>
  );
}

type Person = { user: { _id: string; name: string } | null; address: string | null };

const userPerson = (user: AssetDetails["user"]): Person => ({
  user,
  address: user.addresses[0]?.address ?? null,
});

/**
 * The creator, and for an ERC-721 token its owner: the wallet that holds it, by name when a user is
 * behind it. An ERC-1155 token's several owners are counted and listed beside the header instead.
 */
function people(asset: AssetDetails): [string, Person][] {
  const creator: [string, Person] = ["Created by", userPerson(asset.creator)];
  if (asset.ercType !== "ERC721") return [creator];
  return [creator, ["Owned by", asset.holder ?? userPerson(asset.user)]];
}
