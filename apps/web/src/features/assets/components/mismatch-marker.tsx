/** A visible, readable marker for a declared detail the preview file contradicts. */
export function MismatchMarker() {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-amber-500/15 px-2 py-0.5 text-xs font-semibold text-amber-800 dark:text-amber-200"
      title="The declared value disagrees with the preview file"
    >
      <span aria-hidden="true">⚠</span>
      Mismatch
    </span>
  );
}
