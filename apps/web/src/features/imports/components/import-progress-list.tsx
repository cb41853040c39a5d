import { useEffect, useRef } from "react";
import { collectionFacts } from "@/features/imports/components/importable-collection-row";
import type { ImportRow } from "@/features/imports/hooks/use-import-queue";
import { IMPORT_TEXTS, importSummary, tokenCountText } from "@/features/imports/import-texts";
import { cn } from "@/lib/cn";
import { Button } from "@/ui/button";

const STATUS_TEXT: Record<ImportRow["status"], string> = {
  waiting: "Waiting",
  importing: "Importing",
  done: "Imported",
  failed: "Failed",
};

/** Each chosen collection's import as it happens: waiting, a spinner, then imported or the refusal. */
export function ImportProgressList({
  rows,
  running,
  onBack,
  onDone,
}: {
  rows: readonly ImportRow[];
  running: boolean;
  onBack: () => void;
  onDone: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The list that was focused is gone: the keyboard continues from this view's heading.
  useEffect(() => headingRef.current?.focus(), []);
  const done = rows.filter((row) => row.status === "done").length;
  const failed = rows.filter((row) => row.status === "failed").length;

  return (
    <section aria-labelledby="import-progress-heading" className="flex max-h-[70dvh] flex-col gap-4">
      <h3 id="import-progress-heading" ref={headingRef} tabIndex={-1} className="font-semibold outline-none">
        {IMPORT_TEXTS.progress}
      </h3>
      <ol className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1" aria-busy={running}>
        {rows.map((row) => (
          <li key={row.collection.address} data-status={row.status} className="flex gap-3 py-2.5">
            <StatusMark status={row.status} />
            <div className="min-w-0 flex-1 text-sm">
              <p className="truncate font-medium">{row.collection.name}</p>
              <p className="text-xs text-fg-muted">
                <span className="font-mono">{collectionFacts(row.collection)[0]}</span> ·{" "}
                {STATUS_TEXT[row.status]}
                {row.status === "done" && row.tokens !== undefined ? ` · ${tokenCountText(row.tokens)}` : ""}
              </p>
              {row.error ? <p className="mt-1 text-xs text-red-600 dark:text-red-400">{row.error}</p> : null}
            </div>
          </li>
        ))}
      </ol>
      <p role="status" className="shrink-0 text-sm font-medium empty:hidden">
        {running ? "" : importSummary(done, failed)}
      </p>
      <div className="flex shrink-0 flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={running} onClick={onBack}>
          {IMPORT_TEXTS.backToList}
        </Button>
        <Button disabled={running} onClick={onDone}>
          {running ? IMPORT_TEXTS.importing : IMPORT_TEXTS.done}
        </Button>
      </div>
    </section>
  );
}

function StatusMark({ status }: { status: ImportRow["status"] }) {
  if (status === "importing") {
    return (
      <span
        aria-hidden="true"
        className="mt-0.5 size-5 shrink-0 animate-spin rounded-full border-2 border-indigo-500 border-t-transparent"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        "mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border text-xs",
        status === "done" && "border-emerald-500 bg-emerald-500 text-white",
        status === "failed" && "border-red-500 bg-red-500 text-white",
        status === "waiting" && "border-line text-fg-muted",
      )}
    >
      {status === "done" ? "✓" : status === "failed" ? "✕" : ""}
    </span>
  );
}
