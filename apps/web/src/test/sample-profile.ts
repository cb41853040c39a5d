import type { UserProfile } from "@meshlink/domain/users-api.types";
import { TEST_ADDRESS } from "@/test/fake-api";

export const OTHER_ADDRESS = "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc";

/** The auth state of a signed-in creator with id `id`, as renderApp takes it. */
export const signedInAs = (id: string) =>
  ({ status: "signed-in", user: { id, name: "Ada", address: TEST_ADDRESS, type: "creator" } }) as const;

/** GET /api/users/{id}'s answer for the creator Ada, with two wallets. */
export const sampleProfile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  _id: "u1",
  name: "Ada Forge",
  address: TEST_ADDRESS,
  addresses: [{ address: TEST_ADDRESS }, { address: OTHER_ADDRESS }],
  defaultAdress: { address: TEST_ADDRESS },
  avatar: null,
  avatarUrl: "/api/images/ada-avatar.png",
  banner: null,
  bannerUrl: "/api/images/ada-banner.png",
  portfolio: "https://ada.example.com",
  description: "<p>Low-poly weapons for fantasy games.</p>",
  account: null,
  type: "creator",
  joinedAt: "2026-03-14T10:00:00.000Z",
  stats: { assetsCreated: 5, collections: 2, integrationsMade: 0, integrationsReceived: 3, capped: false },
  ...overrides,
});
