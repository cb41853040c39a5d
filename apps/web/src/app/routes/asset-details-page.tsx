import { ZUserType } from "@meshlink/domain/constants/user-types";
import { canShowListButton } from "@meshlink/domain/rules/listing-buttons";
import type { Viewer } from "@meshlink/domain/rules/viewer";
import { useParams } from "react-router";
import type { AuthState } from "@/features/auth/auth-state.types";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { AssetDetails } from "@/features/assets/components/asset-details";
import { ListAssetModal } from "@/features/listings/components/list-asset-modal";
import { Container } from "@/ui/container";

// The session carries the user's type once the auth feature adds it; until then a signed-in user
// counts as a creator, which only withholds studio-only actions.
const viewerOf = (auth: AuthState): Viewer => {
  if (auth.status !== "signed-in") return null;
  const type = ZUserType.safeParse((auth.user as { type?: unknown }).type);
  return { id: auth.user.id, type: type.success ? type.data : "creator" };
};

export function AssetDetailsPage() {
  const { address = "", token = "" } = useParams();
  const { auth } = useAuth();
  const viewer = viewerOf(auth);
  return (
    <Container className="py-8 sm:py-10">
      <AssetDetails
        key={`${address}/${token}`}
        address={address}
        tokenId={token}
        viewer={viewer}
        renderActions={(asset) =>
          canShowListButton(viewer, asset, new Date()) ? <ListAssetModal asset={asset} /> : null
        }
      />
    </Container>
  );
}
