export type SessionUser = { id: string; name: string; address: string };

export type AuthState =
  { status: "loading" } | { status: "signed-out" } | { status: "signed-in"; user: SessionUser };
