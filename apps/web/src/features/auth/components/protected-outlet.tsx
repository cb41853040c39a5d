import { Outlet } from "react-router";
import { AuthGuard } from "@/features/auth/components/auth-guard";
import { useAuth } from "@/features/auth/hooks/use-auth";

/** Layout route for pages that need a signed-in user. */
export function ProtectedOutlet() {
  const { auth } = useAuth();
  return (
    <AuthGuard auth={auth}>
      <Outlet />
    </AuthGuard>
  );
}
