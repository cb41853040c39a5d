import { LOCAL_CHAIN_ID, SEI_TESTNET_CHAIN_ID } from "@meshlink/domain/chains";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { usePlatformFeeBps } from "@/lib/platform-fee";
import { servedChains } from "@/test/create-fixtures";
import { fakeApi, ok } from "@/test/fake-api";

afterEach(() => vi.unstubAllGlobals());

function feeOf(chainId: number | undefined, defaultChainId: number = LOCAL_CHAIN_ID) {
  fakeApi({ "GET /api/chains": ok(servedChains({ sei: { platformFeeBps: 300 } }, defaultChainId)) });
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePlatformFeeBps(chainId), { wrapper }).result;
}

describe("usePlatformFeeBps", () => {
  it("is the fee of the Store on the given chain", async () => {
    const fee = feeOf(SEI_TESTNET_CHAIN_ID);
    await waitFor(() => expect(fee.current.data).toBe(300));
  });

  it("is the default chain's without a chain", async () => {
    const fee = feeOf(undefined, SEI_TESTNET_CHAIN_ID);
    await waitFor(() => expect(fee.current.data).toBe(300));
  });

  it("is unknown on a chain that is coming soon", async () => {
    const fee = feeOf(11155111);
    await waitFor(() => expect(fee.current.isSuccess).toBe(true));
    expect(fee.current.data).toBeNull();
  });
});
