import { shortenAddress } from "@meshlink/domain/format/shorten-address";
import type { ImportableCollection } from "@meshlink/domain/imports-api.types";
import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { importSearchQuery } from "@/features/imports/api/imports-api";
import { ImportSearchResults } from "@/features/imports/components/import-search-results";
import { IMPORT_TEXTS, importButtonLabel } from "@/features/imports/import-texts";
import { useStoreChains } from "@/lib/store-chains";
import { Button } from "@/ui/button";
import { SelectField } from "@/ui/select-field";

/** The account and chain chosen; unset means the default (the signed-in wallet, the server's chain). */
export type ImportChoice = { account?: string; chainId?: number };
type ImportTarget = { account: string; chainId: number };

type PickerProps = {
  accounts: readonly string[];
  defaultAccount: string;
  choice: ImportChoice;
  onChoiceChange: (choice: ImportChoice) => void;
  onImport: (target: ImportTarget, collections: readonly ImportableCollection[]) => void;
};

/** Spec section 2: select an account (and chain), its collections are fetched, the chosen ones imported. */
export function ImportCollectionPicker({
  accounts,
  defaultAccount,
  choice,
  onChoiceChange,
  onImport,
}: PickerProps) {
  const chains = useStoreChains();
  // The Store chains come the server's default chain first: an unchosen chain is that one.
  const chainId = choice.chainId ?? chains.data?.[0]?.chainId;
  const account = choice.account ?? defaultAccount;
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlyMap<string, ImportableCollection>>(new Map());
  const search = useQuery({
    ...importSearchQuery({ chainId: chainId ?? 0, account, page }),
    enabled: chainId !== undefined,
  });
  const listRef = useRef<HTMLDivElement>(null);

  const choose = (change: ImportChoice) => {
    onChoiceChange({ ...choice, ...change });
    setPage(1);
    setSelected(new Map());
  };
  // Focus moves to the new page's list: Next may end up disabled under the keyboard's focus.
  const goTo = (next: number) => {
    setPage(next);
    listRef.current?.focus();
  };
  const toggle = (collection: ImportableCollection) =>
    setSelected((current) => {
      const next = new Map(current);
      if (!next.delete(collection.address)) next.set(collection.address, collection);
      return next;
    });

  return (
    <form
      // On a phone the whole form scrolls under a sticky Import button (a list scrolling inside the
      // modal would get two rows); from 640 px up only the list scrolls.
      className="-mx-1 flex max-h-[70dvh] flex-col gap-4 overflow-y-auto px-1 sm:mx-0 sm:overflow-visible sm:px-0"
      onSubmit={(event) => {
        event.preventDefault();
        if (chainId !== undefined && selected.size > 0)
          onImport({ account, chainId }, [...selected.values()]);
      }}
    >
      <div className="grid shrink-0 gap-3 sm:grid-cols-2">
        <SelectField
          label={IMPORT_TEXTS.account}
          options={accounts.map((address) => ({ value: address, label: shortenAddress(address) }))}
          value={account}
          onChange={(event) => choose({ account: event.target.value })}
        />
        <SelectField
          label={IMPORT_TEXTS.chain}
          options={(chains.data ?? []).map((chain) => ({ value: String(chain.chainId), label: chain.name }))}
          value={chainId === undefined ? "" : String(chainId)}
          disabled={!chains.isSuccess}
          onChange={(event) => choose({ chainId: Number(event.target.value) })}
        />
      </div>
      <div className="flex shrink-0 flex-col gap-3 sm:min-h-0 sm:shrink sm:flex-1">
        {chains.isError || (chains.isSuccess && chainId === undefined) ? (
          <p role="alert" className="text-sm text-fg-muted">
            {IMPORT_TEXTS.noChains}
          </p>
        ) : (
          <ImportSearchResults
            search={search}
            page={page}
            listRef={listRef}
            selected={selected}
            onToggle={toggle}
            onPageChange={goTo}
          />
        )}
      </div>
      <div className="sticky bottom-0 flex shrink-0 flex-wrap items-center justify-end gap-2 border-t border-line bg-surface-raised pt-4 pb-1 sm:static sm:pb-0">
        <Button type="submit" disabled={selected.size === 0} className="w-full sm:w-auto">
          {importButtonLabel(selected.size)}
        </Button>
      </div>
    </form>
  );
}
