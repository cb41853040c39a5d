import { AUTH_ERRORS } from "@meshlink/domain/auth/auth-errors";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { describe, expect, it, vi } from "vitest";
import { highSTwin } from "../../testing/high-s-twin.ts";
import { verifySignature, type SignatureClient } from "./verify-signature.ts";

const owner = privateKeyToAccount(generatePrivateKey());
const contractWallet = "0x1111111111111111111111111111111111111111";
const message = "Sign in";

const clientAnswering = (answer: () => Promise<boolean>) => {
  const verifyMessage = vi.fn(answer);
  return { client: { verifyMessage } as unknown as SignatureClient, verifyMessage };
};

describe("verifySignature", () => {
  it("accepts an externally owned account's signature without asking the chain", async () => {
    const { client, verifyMessage } = clientAnswering(() => Promise.resolve(false));
    const signature = await owner.signMessage({ message });

    const ok = await verifySignature(
      { signatureClientFor: () => client },
      { address: owner.address, message, signature, chainId: 31337 },
    );

    expect(ok).toBe(true);
    expect(verifyMessage).not.toHaveBeenCalled();
  });

  it("refuses another account's signature when no chain client is available", async () => {
    const signature = await owner.signMessage({ message });
    const ok = await verifySignature({}, { address: contractWallet, message, signature, chainId: 31337 });
    expect(ok).toBe(false);
  });

  it("asks the message's chain (ERC-1271 / ERC-6492) for a contract wallet", async () => {
    const { client, verifyMessage } = clientAnswering(() => Promise.resolve(true));
    const signatureClientFor = vi.fn(() => client);
    const signature = `0x${"ab".repeat(200)}` as const;

    const ok = await verifySignature(
      { signatureClientFor },
      { address: contractWallet, message, signature, chainId: 1329 },
    );

    expect(ok).toBe(true);
    expect(signatureClientFor).toHaveBeenCalledWith(1329);
    expect(verifyMessage).toHaveBeenCalledWith({ address: contractWallet, message, signature });
  });

  it("refuses a high-s twin without asking the chain, whose ecrecover would accept it", async () => {
    const { client, verifyMessage } = clientAnswering(() => Promise.resolve(true));
    const signature = highSTwin(await owner.signMessage({ message }));

    const ok = await verifySignature(
      { signatureClientFor: () => client },
      { address: owner.address, message, signature, chainId: 31337 },
    );

    expect(ok).toBe(false);
    expect(verifyMessage).not.toHaveBeenCalled();
  });

  it("treats a failing chain call as an invalid signature", async () => {
    const { client } = clientAnswering(() => Promise.reject(new Error("execution reverted")));
    const ok = await verifySignature(
      { signatureClientFor: () => client },
      { address: contractWallet, message, signature: "0x1234", chainId: 31337 },
    );
    expect(ok).toBe(false);
  });

  it("gives up on a slow chain after the timeout", async () => {
    const { client } = clientAnswering(() => new Promise<boolean>(() => {}));
    const started = Date.now();

    const check = verifySignature(
      { signatureClientFor: () => client, signatureTimeoutMs: 50 },
      { address: contractWallet, message, signature: "0x1234", chainId: 31337 },
    );

    await expect(check).rejects.toMatchObject({
      status: 401,
      message: AUTH_ERRORS.signatureCheckTimeout,
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
