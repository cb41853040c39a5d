import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ChainReaderContext } from "@/lib/chain-reader";
import { ChainWriterContext } from "@/lib/chain-writer";
import { fakeWriter, servedChains } from "@/test/create-fixtures";
import { failed, fakeApi, ok } from "@/test/fake-api";
import { useAcceptProposal } from "@/features/integration/hooks/use-accept-proposal";
import { useExecuteIntegration } from "@/features/integration/hooks/use-execute-integration";
import { useProposeIntegration } from "@/features/integration/hooks/use-propose-integration";
import {
  fakeReader,
  GAME_COLLECTION,
  liveAsset,
  proposalOnLive,
  STUDIO_WALLET,
} from "@/test/integration-test-kit";

// The asset page reloads between two attempts and now names another listing: the retry must act on
// the new one, never reuse a step that was done for the old one.
const asset = liveAsset();
const proposal = proposalOnLive({ accepted: true });
const OTHER_WALLET = "0x90f79bf6eb2c4f870365e785982e1f101e93b906";

function withChain(writer = fakeWriter(), reader = fakeReader()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ChainReaderContext.Provider value={reader}>
        <ChainWriterContext.Provider value={writer}>{children}</ChainWriterContext.Provider>
      </ChainReaderContext.Provider>
    </QueryClientProvider>
  );
  return { wrapper, writer, reader };
}

afterEach(() => vi.unstubAllGlobals());

describe("integration hooks after their inputs changed", () => {
  it("execute sends executeListing for the new listing after a failed record", async () => {
    fakeApi({
      "GET /api/chains": ok(servedChains()),
      [`POST /api/proposals/${proposal._id}/executed`]: failed(500, "Chain unavailable"),
    });
    const { wrapper, writer } = withChain();
    const { result, rerender } = renderHook((p: typeof proposal) => useExecuteIntegration(asset, p), {
      wrapper,
      initialProps: proposal,
    });
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(() => result.current.execute());
    rerender({ ...proposal, listingId: "8" });
    await act(() => result.current.execute());

    expect(writer.write).toHaveBeenCalledTimes(2);
    expect(writer.write).toHaveBeenLastCalledWith(expect.objectContaining({ args: [8n, GAME_COLLECTION] }));
  });

  it("accept approves the new listing after a failed record", async () => {
    fakeApi({
      "GET /api/chains": ok(servedChains()),
      [`POST /api/proposals/${proposal._id}/accept`]: failed(500, "boom"),
    });
    const { wrapper, writer } = withChain();
    const { result, rerender } = renderHook((p: typeof proposal) => useAcceptProposal(asset, p), {
      wrapper,
      initialProps: proposal,
    });
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(() => result.current.accept());
    rerender({ ...proposal, listingId: "8" });
    await act(() => result.current.accept());

    expect(writer.write).toHaveBeenCalledTimes(2);
    expect(writer.write).toHaveBeenLastCalledWith(
      expect.objectContaining({ functionName: "approveListing", args: [8n, proposal.offererAddress] }),
    );
  });

  it("propose checks again with the new wallet and names the new listing", async () => {
    const api = fakeApi({
      "GET /api/chains": ok(servedChains()),
      "POST /api/proposals": failed(500, "Server down"),
    });
    const { wrapper, reader } = withChain();
    const { result, rerender } = renderHook(
      ({ listingId, account }: { listingId: string; account: `0x${string}` }) =>
        useProposeIntegration(asset, listingId, account, () => undefined),
      { wrapper, initialProps: { listingId: "7", account: STUDIO_WALLET } },
    );
    await waitFor(() => expect(result.current.ready).toBe(true));
    await act(() => result.current.submit(GAME_COLLECTION));
    rerender({ listingId: "8", account: OTHER_WALLET });
    await act(() => result.current.submit(GAME_COLLECTION));

    expect(reader.checkForCompatibility).toHaveBeenCalledTimes(2);
    expect(reader.checkForCompatibility).toHaveBeenLastCalledWith(
      expect.objectContaining({ account: OTHER_WALLET }),
    );
    const posts = api.calls.filter((call) => call.method === "POST");
    expect(posts.map((call) => (call.body as { listingId: string }).listingId)).toEqual(["7", "8"]);
  });
});
