/** model-viewer's loading progress (0 to 1) as a labelled progress bar over the empty viewer. */
export function LoadingProgress({ progress }: { progress: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <div className="pointer-events-none absolute inset-x-8 top-1/2 flex -translate-y-1/2 flex-col items-center gap-2">
      <p className="text-sm text-fg-muted" aria-hidden="true">
        Loading 3D model… {percent}%
      </p>
      <div
        role="progressbar"
        aria-label="Loading 3D model"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 w-full max-w-64 overflow-hidden rounded-full bg-line"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width]"
          data-layout-style
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
