import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/ui/button";
import { EmptyState } from "@/ui/empty-state";
import { ArrowRightIcon } from "@/ui/icons";

type HomeSectionProps = {
  id: string;
  title: string;
  /** The browse page showing the whole list, with the section's sort and period in its URL. */
  viewAll: { to: string; label: string };
  /** Controls beside the title (a period selector). */
  actions?: ReactNode;
  children: ReactNode;
};

/** A home page section under the hero: title, its controls, "View all", then its content. */
export function HomeSection({ id, title, viewAll, actions, children }: HomeSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="mb-20">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <h2 id={titleId} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <div className="flex items-center gap-4">
          {actions}
          <Link
            to={viewAll.to}
            className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-indigo-600 hover:underline dark:text-indigo-300"
          >
            View all <span className="sr-only">{viewAll.label}</span>
            <ArrowRightIcon width={16} height={16} />
          </Link>
        </div>
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** A section whose list failed to load: the spec's message and a way to ask again. */
export function SectionError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <EmptyState
        title={title}
        hint="Check your connection and try again."
        action={
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    </div>
  );
}
