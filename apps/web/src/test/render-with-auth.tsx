import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { AuthState } from "@/features/auth/auth-state.types";
import { AuthProvider } from "@/features/auth/components/auth-provider";
import { Toaster } from "@/ui/toaster";

/** Renders `ui` at `path` inside the real AuthProvider, a query client and a memory router. */
export function renderWithAuth(
  ui: ReactNode,
  { path = "/", auth }: { path?: string; auth?: AuthState } = {},
) {
  const router = createMemoryRouter(
    [
      { path: "*", element: ui },
      { path: "/register", element: <p>Register page</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider initialState={auth}>
        <RouterProvider router={router} />
        <Toaster theme="light" />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...result, router };
}
