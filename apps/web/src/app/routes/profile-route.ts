import { useMatches, useParams } from "react-router";
import { profileTabs, type ProfileTab } from "@/features/profile/profile-tabs";

/** Which profile is shown (own or another user's) and which tab, from the matched routes. */
export function useProfileRoute() {
  const { id } = useParams();
  const matches = useMatches();
  const handleTab = matches
    .map((match) => (match.handle as { profileTab?: ProfileTab } | undefined)?.profileTab)
    .find(Boolean);
  const tab = profileTabs.find((definition) => definition.tab === handleTab) ?? profileTabs[0]!;
  return { userId: id, basePath: id ? `/account/${encodeURIComponent(id)}` : "/account", tab };
}
