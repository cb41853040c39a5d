import { useId } from "react";

type SourceFilesLinkProps = { allowed: boolean; onDownload?: () => void; downloading?: boolean };

const SOURCE_FILES_DENIED =
  "Authorization missing: only the owner or a studio with a finalised integration can download the source files.";

// Spec section 4: active only for the owner or a studio with a finalised proposal
// (canDownloadSourceFiles); otherwise struck through, with a tooltip saying authorization is missing.
// The disabled form stays focusable so keyboard users reach the tooltip too.
export function SourceFilesLink({ allowed, onDownload, downloading = false }: SourceFilesLinkProps) {
  const tipId = useId();
  if (allowed) {
    return (
      <button
        type="button"
        onClick={onDownload}
        disabled={downloading}
        aria-busy={downloading}
        className="font-semibold disabled:cursor-wait disabled:opacity-60 text-indigo-600 underline-offset-2 hover:underline dark:text-indigo-300"
      >
        Download source files
      </button>
    );
  }
  return (
    <span className="group relative inline-block">
      <span
        role="link"
        aria-disabled="true"
        tabIndex={0}
        aria-describedby={tipId}
        className="cursor-not-allowed text-fg-muted line-through"
      >
        Download source files
      </span>
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none invisible absolute bottom-full left-0 z-10 mb-2 w-64 rounded-lg bg-slate-900 px-3 py-2 text-xs text-white opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        {SOURCE_FILES_DENIED}
      </span>
    </span>
  );
}
