import { downloadMessage } from "@meshlink/domain/archive-download.types";
import { SAMPLE_COLLECTION_ADDRESS } from "@meshlink/domain/entities/samples";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { filenameFrom } from "@/features/assets/api/download-source-files";
import { AssetPanels } from "@/features/assets/components/asset-panels";
import { MessageSignerContext, type MessageSigner } from "@/lib/message-signer";
import { servedChains } from "@/test/create-fixtures";
import { renderWithQuery } from "@/test/render-with-query";
import { sampleAssetDetails } from "@/test/sample-assets";

const WALLET = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const NONCE = "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6";
const SIGNATURE: `0x${string}` = `0x${"12".repeat(65)}`;
const owner = { id: "creator-1", type: "creator" } as const;
const emptyPage = { status: "success", data: { data: [], nextCursor: null } };

type Sent = { url: string; init: RequestInit };

/** Stubs fetch at the boundary: the nonce, the download answer, the chains, and the page's other lists. */
function stubFetch(download: () => Response) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit = {}) => {
      sent.push({ url, init });
      if (url === "/api/auth/nonce")
        return Promise.resolve(Response.json({ status: "success", data: NONCE }));
      if (url.startsWith("/api/ipfs-archive-download/")) return Promise.resolve(download());
      if (url === "/api/chains")
        return Promise.resolve(Response.json({ status: "success", data: servedChains() }));
      return Promise.resolve(Response.json(emptyPage));
    }),
  );
  return sent;
}

function renderPanels(signer: MessageSigner) {
  return renderWithQuery(
    <MessageSignerContext.Provider value={signer}>
      <AssetPanels asset={sampleAssetDetails()} viewer={owner} />
    </MessageSignerContext.Provider>,
  );
}

const fakeSigner = (sign: MessageSigner["signMessage"] = () => Promise.resolve(SIGNATURE)) => ({
  account: vi.fn(() => Promise.resolve(WALLET as `0x${string}`)),
  signMessage: vi.fn(sign),
});

let clicked: { href: string; download: string }[];
let alertSpy: ReturnType<typeof vi.fn>;
let revokeSpy: ReturnType<typeof vi.fn>;

beforeEach(() => {
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  revokeSpy = vi.fn();
  vi.stubGlobal(
    "URL",
    Object.assign(URL, { createObjectURL: () => "blob:zip-1", revokeObjectURL: revokeSpy }),
  );
  alertSpy = vi.fn();
  vi.stubGlobal("alert", alertSpy);
  sessionStorage.setItem("token", "session-token-1");
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("source files download", () => {
  it("signs the download message with the wallet, posts it with the Bearer token and saves the zip", async () => {
    const sent = stubFetch(
      () =>
        new Response(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: {
            "Content-Type": "application/zip",
            "Content-Disposition": 'attachment; filename="crystal-sword.zip"',
          },
        }),
    );
    const signer = fakeSigner();
    renderPanels(signer);
    await userEvent.click(screen.getByRole("button", { name: "Download source files" }));

    await waitFor(() => expect(clicked).toEqual([{ href: "blob:zip-1", download: "crystal-sword.zip" }]));
    const post = sent.find((call) => call.url.startsWith("/api/ipfs-archive-download/"))!;
    expect(post.url).toBe(`/api/ipfs-archive-download/${SAMPLE_COLLECTION_ADDRESS}`);
    expect(post.init.method).toBe("POST");
    expect(new Headers(post.init.headers).get("Authorization")).toBe("Bearer session-token-1");
    const body = JSON.parse(post.init.body as string) as Record<string, string | number>;
    expect(body).toMatchObject({
      address: WALLET,
      signature: SIGNATURE,
      chainId: 31337,
      tokenId: "1",
      nonce: NONCE,
    });
    expect(Date.parse(body.expiresAt as string)).toBeGreaterThan(Date.now());
    expect(signer.signMessage).toHaveBeenCalledWith(
      WALLET,
      downloadMessage({
        collection: SAMPLE_COLLECTION_ADDRESS,
        tokenId: "1",
        chainId: 31337,
        wallet: WALLET,
        nonce: NONCE,
        expiresAt: body.expiresAt as string,
      }),
    );
    expect(alertSpy).not.toHaveBeenCalled();
    expect(revokeSpy).toHaveBeenCalledWith("blob:zip-1");
  });

  it("alerts the spec's message when the server refuses the download", async () => {
    stubFetch(() => Response.json({ status: "failed", error: "Not the holder" }, { status: 403 }));
    renderPanels(fakeSigner());
    await userEvent.click(screen.getByRole("button", { name: "Download source files" }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith("You are not authorized or download failed."));
    expect(clicked).toEqual([]);
  });

  it("alerts the spec's message, and posts nothing, when the wallet declines to sign", async () => {
    const sent = stubFetch(() => new Response("unexpected"));
    renderPanels(fakeSigner(() => Promise.reject(new Error("User rejected the request."))));
    await userEvent.click(screen.getByRole("button", { name: "Download source files" }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith("You are not authorized or download failed."));
    expect(sent.some((call) => call.url.startsWith("/api/ipfs-archive-download/"))).toBe(false);
  });
});

describe("filenameFrom", () => {
  it("reads the quoted, bare and RFC 5987 filename forms, preferring filename*", () => {
    expect(filenameFrom('attachment; filename="a b.zip"', "x.zip")).toBe("a b.zip");
    expect(filenameFrom("attachment; filename=plain.zip", "x.zip")).toBe("plain.zip");
    expect(
      filenameFrom("attachment; filename=\"ascii.zip\"; filename*=UTF-8''%C3%A9p%C3%A9e.zip", "x.zip"),
    ).toBe("épée.zip");
  });

  it("falls back to the asset's name and never keeps path separators", () => {
    expect(filenameFrom(null, "Crystal Sword.zip")).toBe("Crystal Sword.zip");
    expect(filenameFrom('attachment; filename="../../etc.zip"', "x.zip")).toBe(".._.._etc.zip");
  });
});
