import type { CurrentUser } from "@meshlink/domain/auth/current-user.types";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { useQuery } from "@tanstack/react-query";
import { accountQuery } from "@/features/settings/api/account-query";
import { ProfileForm } from "@/features/settings/components/profile-form";
import { ProfileImageField } from "@/features/settings/components/profile-image-field";
import { SettingsSection } from "@/features/settings/components/settings-section";
import { WalletsSection } from "@/features/settings/components/wallets-section";
import { useAccountUpdate } from "@/features/settings/hooks/use-account-update";
import { Button } from "@/ui/button";
import { Skeleton } from "@/ui/skeleton";

/**
 * Profile, Images and Wallets of the signed-in user. `onUserChanged` hears every saved change,
 * so whoever shows the signed-in user (the header) shows the new name and avatar at once.
 */
export function AccountSettings({ onUserChanged }: { onUserChanged: (user: CurrentUser) => void }) {
  const account = useQuery(accountQuery());
  const applyUser = useAccountUpdate(onUserChanged);

  if (account.isPending) {
    return (
      <div className="space-y-6" aria-busy="true">
        <p className="sr-only" role="status">
          Loading...
        </p>
        <Skeleton className="h-96" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (account.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-line bg-surface-raised p-6">
        <p className="font-semibold">{ERROR_MESSAGES.fetchUserFailed}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void account.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const user = account.data;
  return (
    <div className="space-y-6">
      <SettingsSection title="Profile" description="How other creators and studios see you.">
        <ProfileForm key={user._id} user={user} onSaved={applyUser} />
      </SettingsSection>
      <SettingsSection title="Images" description="Your avatar and the banner across your profile.">
        <div className="space-y-6">
          <ProfileImageField kind="avatar" user={user} onSaved={applyUser} />
          <ProfileImageField kind="banner" user={user} onSaved={applyUser} />
        </div>
      </SettingsSection>
      <SettingsSection
        title="Wallets"
        description="The wallets you sign in with. The default one is listed first on your assets, as the royalty recipient."
      >
        <WalletsSection user={user} onSaved={applyUser} />
      </SettingsSection>
    </div>
  );
}
