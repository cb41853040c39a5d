import { useQuery } from "@tanstack/react-query";
import { chains as specChains } from "@/app/routes/home/home-content";
import { chainsQuery, shownChains } from "@/lib/queries/chains";
import { cn } from "@/lib/cn";
import { ComingSoonBadge } from "@/ui/coming-soon-badge";

type ChainChip = { name: string; comingSoon: boolean };

/**
 * The home page's chains: those GET /api/chains serves, a chain this server does not follow marked
 * "Coming soon". Until it answers (the prerendered page has no data), the spec's names, unmarked.
 */
export function SupportedChains() {
  const served = useQuery({ ...chainsQuery, select: shownChains });
  const shown = served.data ?? [];
  const chips: ChainChip[] =
    shown.length > 0
      ? shown.map((chain) => ({ name: chain.name, comingSoon: !chain.live }))
      : specChains.map((name) => ({ name, comingSoon: false }));
  return (
    <ul className="flex flex-wrap content-start gap-2" aria-busy={served.isPending}>
      {chips.map((chain) => (
        <li
          key={chain.name}
          className={cn(
            "inline-flex items-center gap-2 rounded-full border border-line bg-surface-raised px-4 py-2 text-sm font-medium",
            chain.comingSoon && "text-fg-muted",
          )}
        >
          {chain.name}
          {chain.comingSoon ? <ComingSoonBadge /> : null}
        </li>
      ))}
    </ul>
  );
}
