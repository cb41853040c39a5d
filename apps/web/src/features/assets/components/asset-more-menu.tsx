import type { AssetDetails } from "@meshlink/domain/assets-api.types";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useExplorerUrls } from "@/lib/explorer-url";
import { Button } from "@/ui/button";
import { notify } from "@/ui/notify";

const itemClasses =
  "flex cursor-pointer items-center rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted";

const copy = async (label: string, text: string) => {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(`${label} copied`);
  } catch (error) {
    notify.error(error, `Could not copy the ${label.toLowerCase()}`);
  }
};

/** The header's "more" button: explorer link and copy actions (the spec names the button only). */
export function AssetMoreMenu({
  asset,
}: {
  asset: Pick<AssetDetails, "address" | "tokenId" | "blockchain">;
}) {
  const explorer = useExplorerUrls().address(asset.blockchain.chainId, asset.address);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label="More">
          <span aria-hidden="true">⋯</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-xl border border-line bg-surface-raised p-1 text-fg shadow-xl"
        >
          {explorer ? (
            <DropdownMenu.Item asChild className={itemClasses}>
              <a href={explorer} target="_blank" rel="noopener noreferrer">
                View on explorer
              </a>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item
            className={itemClasses}
            onSelect={() => void copy("Contract address", asset.address)}
          >
            Copy contract address
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={() => void copy("Token ID", asset.tokenId)}>
            Copy token ID
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
