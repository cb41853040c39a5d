import type { ImportableCollection } from "@meshlink/domain/imports-api.types";
import { errorMessageOf } from "@meshlink/domain/messages/errors";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { importCollection, importKeys } from "@/features/imports/api/imports-api";
import { IMPORT_TEXTS, importedToast } from "@/features/imports/import-texts";
import { notify } from "@/ui/notify";

export type ImportRow = {
  collection: ImportableCollection;
  status: "waiting" | "importing" | "done" | "failed";
  /** The server's refusal, shown under the row. */
  error?: string;
  tokens?: number;
};

type Target = { chainId: number; account: string };

/**
 * Imports the chosen collections one after another, so each row reports its own outcome and one
 * refusal does not stop the rest; then refreshes the searches and tells the page (onImported).
 * It lives in the card, not the dialog, so closing the dialog midway loses no outcome.
 */
export function useImportQueue(onImported: () => void) {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<readonly ImportRow[]>([]);
  const [running, setRunning] = useState(false);

  const update = (index: number, change: Partial<ImportRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));

  const run = async ({ chainId, account }: Target, collections: readonly ImportableCollection[]) => {
    setRunning(true);
    setRows(collections.map((collection) => ({ collection, status: "waiting" })));
    let imported = 0;
    for (const [index, collection] of collections.entries()) {
      update(index, { status: "importing" });
      try {
        const saved = await importCollection({ chainId, account, collection: collection.address });
        update(index, { status: "done", tokens: saved.tokens });
        imported += 1;
      } catch (error) {
        update(index, { status: "failed", error: errorMessageOf(error, IMPORT_TEXTS.failedFallback) });
      }
    }
    setRunning(false);
    if (imported === 0) return;
    notify.success(importedToast(imported));
    onImported();
    await queryClient.invalidateQueries({ queryKey: importKeys.all });
  };

  return { rows, running, run, clear: () => setRows([]) };
}
