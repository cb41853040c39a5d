import { MISSING_VALUE } from "@meshlink/domain/constants/placeholders";
import { shortenAddress } from "@meshlink/domain/format/shorten-address";
import { Link } from "react-router";
import { useExplorerUrls } from "@/lib/explorer-url";
import { accountPath } from "@/lib/entity-paths";
import { copyAddress } from "@/ui/copy-address";
import { Button } from "@/ui/button";
import { CopyIcon } from "@/ui/icons";

type AccountNameProps = {
  /** The MeshLink user behind the address; null for a wallet without an account. */
  user: { _id: string; name: string } | null;
  address: string | null;
  chainId: number;
};

const accountLinkClasses = "font-medium text-indigo-600 hover:underline dark:text-indigo-300";

/**
 * A person on the asset page (owner, creator, seller, proposer): their name linking to their profile
 * (spec section 2, account page by user id), or, for a wallet without an account, its shortened
 * address (section 9) with the block explorer and a copy button, so the whole address stays reachable.
 */
export function AccountName({ user, address, chainId }: AccountNameProps) {
  const explorers = useExplorerUrls();
  if (user) {
    return (
      <Link to={accountPath(user._id)} title={address ?? undefined} className={accountLinkClasses}>
        {user.name || shortenAddress(address)}
      </Link>
    );
  }
  if (!address) return <>{MISSING_VALUE}</>;
  const short = shortenAddress(address);
  const explorer = explorers.address(chainId, address);
  return (
    <span className="inline-flex items-center gap-1">
      {explorer ? (
        <a
          href={explorer}
          target="_blank"
          rel="noopener noreferrer"
          title={address}
          className={`font-mono ${accountLinkClasses}`}
        >
          {short}
          <span className="sr-only"> (opens the block explorer)</span>
        </a>
      ) : (
        <span className="font-mono" title={address}>
          {short}
        </span>
      )}
      <Button
        variant="ghost"
        size="icon"
        className="-my-1 size-6 rounded-md"
        aria-label={`Copy address ${short}`}
        title="Copy address"
        onClick={() => void copyAddress(address)}
      >
        <CopyIcon width={14} height={14} />
      </Button>
    </span>
  );
}
