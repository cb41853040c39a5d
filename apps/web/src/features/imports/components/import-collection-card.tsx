import { useState } from "react";
import {
  ImportCollectionPicker,
  type ImportChoice,
} from "@/features/imports/components/import-collection-picker";
import { ImportIcon } from "@/ui/icons";
import { ImportProgressList } from "@/features/imports/components/import-progress-list";
import { useImportQueue } from "@/features/imports/hooks/use-import-queue";
import { IMPORT_TEXTS } from "@/features/imports/import-texts";
import { Dialog } from "@/ui/dialog";

type ImportCollectionCardProps = {
  /** The signed-in user's wallets. */
  accounts: readonly string[];
  /** The wallet chosen first: the one the user signed in with. */
  defaultAccount: string;
  /** After at least one collection was imported: the page refreshes what shows collections. */
  onImported: () => void;
};

/**
 * Spec section 2 "Import Collection card and modal", for the owner's own Collections tab: a card
 * shaped like a collection card (and as wide as one column of their grid) that opens the modal.
 */
export function ImportCollectionCard({ accounts, defaultAccount, onImported }: ImportCollectionCardProps) {
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<ImportChoice>({});
  const queue = useImportQueue(onImported);
  const close = () => {
    setOpen(false);
    queue.clear();
  };

  return (
    <div className="@container">
      <div className="grid grid-cols-1 gap-3 @md:grid-cols-2 @3xl:grid-cols-3 @5xl:grid-cols-4">
        <Dialog
          open={open}
          onOpenChange={(next) => (next ? setOpen(true) : queue.running ? setOpen(false) : close())}
          title={IMPORT_TEXTS.title}
          description={IMPORT_TEXTS.description}
          trigger={
            <button
              type="button"
              className="group flex flex-col overflow-hidden rounded-2xl border-2 border-dashed border-line bg-surface-raised text-left shadow-sm transition-shadow hover:border-indigo-400 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
            >
              <span className="grid aspect-[3/1] w-full place-items-center bg-indigo-500/10 text-indigo-600 dark:text-indigo-300">
                <ImportIcon width={32} height={32} />
              </span>
              <span className="flex flex-col gap-1 p-3">
                <span className="font-semibold group-hover:text-indigo-600 dark:group-hover:text-indigo-300">
                  {IMPORT_TEXTS.card}
                </span>
                <span className="text-xs text-fg-muted">{IMPORT_TEXTS.cardHint}</span>
              </span>
            </button>
          }
        >
          {queue.rows.length > 0 ? (
            <ImportProgressList
              rows={queue.rows}
              running={queue.running}
              onBack={queue.clear}
              onDone={close}
            />
          ) : (
            <ImportCollectionPicker
              accounts={accounts}
              defaultAccount={defaultAccount}
              choice={choice}
              onChoiceChange={setChoice}
              onImport={(target, collections) => void queue.run(target, collections)}
            />
          )}
        </Dialog>
      </div>
    </div>
  );
}
