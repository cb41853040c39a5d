import { useProfileRoute } from "@/app/routes/profile-route";
import { EmptyState } from "@/ui/empty-state";

export function ProfileTabPage() {
  const { tab } = useProfileRoute();
  return (
    <section aria-label={tab.label}>
      <EmptyState title={tab.emptyState} />
    </section>
  );
}
