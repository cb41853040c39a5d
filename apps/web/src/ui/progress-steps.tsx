import type { StepView } from "@/lib/step-machine";
import { cn } from "@/lib/cn";

const MARKS = { pending: "○", active: "◌", done: "✓", failed: "✕" } as const;

/** The steps of a submission with their state, upload percentage and error. */
export function ProgressSteps({ steps, title = "Progress" }: { steps: readonly StepView[]; title?: string }) {
  if (steps.length === 0) return null;
  return (
    <section aria-label={title} className="rounded-2xl border border-line bg-surface-raised p-4">
      <ol className="space-y-2">
        {steps.map((step) => (
          <li
            key={step.id}
            aria-current={step.status === "active" ? "step" : undefined}
            data-status={step.status}
            className="text-sm"
          >
            <div className="flex items-center gap-2">
              <span
                aria-hidden
                className={cn(
                  "grid size-6 shrink-0 place-items-center rounded-full border text-xs",
                  step.status === "done" && "border-emerald-500 bg-emerald-500 text-white",
                  step.status === "failed" && "border-red-500 bg-red-500 text-white",
                  step.status === "active" && "animate-pulse border-indigo-500 text-indigo-600",
                  step.status === "pending" && "border-line text-fg-muted",
                )}
              >
                {MARKS[step.status]}
              </span>
              <span className={cn(step.status === "pending" && "text-fg-muted")}>{step.label}</span>
              <span className="sr-only">({step.status})</span>
              {step.status === "active" && step.progress !== undefined ? (
                <span className="ml-auto tabular-nums text-fg-muted">{step.progress}%</span>
              ) : null}
            </div>
            {step.status === "active" && step.progress !== undefined ? (
              <progress
                className="mt-1 h-1.5 w-full accent-indigo-600"
                max={100}
                value={step.progress}
                aria-label={`${step.label} progress`}
              />
            ) : null}
            {step.error ? (
              <p role="alert" className="mt-1 pl-8 text-red-600 dark:text-red-400">
                {step.error}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
