import { isSameAddress } from "@meshlink/domain/entities/address";
import { useQueryClient } from "@tanstack/react-query";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { ImportCollectionCard } from "@/features/imports/components/import-collection-card";
import { useUserProfile } from "@/features/profile/api/profile-queries";
import { userKeys } from "@/lib/queries/users";

/**
 * The Import Collection card on the owner's Collections tab: the profile lends it the user's wallets
 * (the header's, already loaded) and, after an import, refreshes the user's lists and figures.
 */
export function ProfileImportCard({ userId }: { userId: string }) {
  const { auth } = useAuth();
  const profile = useUserProfile(userId);
  const queryClient = useQueryClient();
  const accounts = profile.data?.addresses.map(({ address }) => address) ?? [];
  if (auth.status !== "signed-in" || accounts.length === 0) return null;
  const signedIn = accounts.find((address) => isSameAddress(address, auth.user.address));
  return (
    <ImportCollectionCard
      accounts={accounts}
      defaultAccount={signedIn ?? accounts[0]!}
      onImported={() => void queryClient.invalidateQueries({ queryKey: userKeys.user(userId) })}
    />
  );
}
