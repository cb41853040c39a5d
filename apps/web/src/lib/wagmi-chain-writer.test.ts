import { SEI_TESTNET_CHAIN_ID } from "@meshlink/domain/chains";
import { ERROR_MESSAGES } from "@meshlink/domain/messages/errors";
import { storeAbi } from "@meshlink/contracts/generated";
import { encodeFunctionData, UserRejectedRequestError, type Address, type Chain, type Hash } from "viem";
import { foundry } from "viem/chains";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createConfig, createConnector, http } from "wagmi";
import { connect, disconnect, getAccount, reconnect } from "wagmi/actions";
import type { StoreWrite } from "@/lib/chain-writer";
import { appWalletConfig } from "@/lib/wallet/app-wallet-config";
import { walletChains } from "@/lib/wallet/wallet-chains";
import {
  SETTLE_TIMEOUT_MS,
  signWithWagmi,
  writeWithWagmi,
  wrongAccountMessage,
} from "@/lib/wagmi-chain-writer";
import { servedChains } from "@/test/create-fixtures";

const WALLET: Address = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const HASH: Hash = `0x${"ab".repeat(32)}`;
// Sei's testnet id on the local anvil `npm start` runs, as the app's config defines it.
const SEI = walletChains(servedChains()).chains.find((chain) => chain.id === SEI_TESTNET_CHAIN_ID)!;

// An injected wallet that forgets its approval with each page load (e2e/support/injected-wallet.ts):
// only the connection made on a config in this load can use it, another config cannot restore it.
// It is on chain 31337 until asked to switch, which its user accepts or declines.
type SwitchRequest = { chainId: number; addEthereumChainParameter?: unknown };
const requests = vi.hoisted(() => [] as { method: string; params?: unknown }[]);
const wallet = vi.hoisted(() => ({ chainId: 31337, declineSwitch: false }));
const forgetfulWallet = createConnector((config) => {
  let approved = false;
  const provider = {
    request: ({ method, params }: { method: string; params?: unknown }) => {
      requests.push({ method, params });
      if (method === "eth_chainId") return Promise.resolve(`0x${wallet.chainId.toString(16)}`);
      if (method === "eth_accounts") return Promise.resolve(approved ? [WALLET] : []);
      if (method === "eth_sendTransaction") return Promise.resolve(HASH);
      if (method === "personal_sign") return Promise.resolve("0x5151");
      return Promise.reject(new Error(`unexpected ${method}`));
    },
  };
  return {
    id: "forgetful",
    name: "Forgetful wallet",
    type: "injected",
    connect: () => (
      (approved = true),
      Promise.resolve({ accounts: [WALLET], chainId: wallet.chainId } as never)
    ),
    disconnect: () => ((approved = false), Promise.resolve()),
    getAccounts: () => Promise.resolve(approved ? [WALLET] : []),
    getChainId: () => Promise.resolve(wallet.chainId),
    getProvider: () => Promise.resolve(provider),
    isAuthorized: () => Promise.resolve(approved),
    switchChain: (parameters: SwitchRequest) => {
      requests.push({ method: "switchChain", params: parameters });
      if (wallet.declineSwitch)
        return Promise.reject(new UserRejectedRequestError(new Error("User rejected the request.")));
      wallet.chainId = parameters.chainId;
      config.emitter.emit("change", { chainId: parameters.chainId });
      return Promise.resolve(config.chains.find((chain) => chain.id === parameters.chainId) as Chain);
    },
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  };
});

// The app's config as wallet-config.ts would build it for the served chains, with that wallet.
vi.mock("@/lib/wallet/served-chains", () => ({ fetchServedChains: () => Promise.resolve(null) }));
vi.mock("@/lib/wallet/wallet-config", () => ({
  createWalletConfig: () =>
    createConfig({
      chains: [foundry, SEI],
      connectors: [forgetfulWallet],
      transports: { [foundry.id]: http(), [SEI.id]: http() },
    }),
}));

const write: StoreWrite = {
  chainId: foundry.id,
  address: "0x5FbDB2315678afecb367f032d93F642f64180aa3",
  functionName: "cancelListing",
  args: [3n],
};

afterEach(async () => {
  vi.useRealTimers();
  sessionStorage.clear();
  await disconnect(await appWalletConfig()).catch(() => undefined);
  requests.length = 0;
  Object.assign(wallet, { chainId: 31337, declineSwitch: false });
});

const methods = () => requests.map((request) => request.method).filter((method) => method !== "eth_chainId");

describe("writeWithWagmi", () => {
  it("sends a write after a page load through the connection the user made in the app's wallet", async () => {
    const config = await appWalletConfig();
    // The sign-in (RainbowKit's modal) connected the wallet on the app's config in this load.
    await connect(config, { connector: config.connectors[0]! });

    await expect(writeWithWagmi(write)).resolves.toBe(HASH);
    const sent = requests.find((request) => request.method === "eth_sendTransaction");
    const data = encodeFunctionData({ abi: storeAbi, functionName: "cancelListing", args: [3n] });
    expect(sent?.params).toEqual([expect.objectContaining({ from: WALLET, to: write.address, data })]);
    await expect(signWithWagmi(WALLET, "hello")).resolves.toBe("0x5151");
  });

  it("waits for the wallet runtime's reconnect under way instead of failing", async () => {
    const config = await appWalletConfig();
    await connect(config, { connector: config.connectors[0]! });
    const restoring = reconnect(config);
    expect(getAccount(config).status).toBe("reconnecting");

    await expect(writeWithWagmi(write)).resolves.toBe(HASH);
    await restoring;
  });

  it("fails with the spec's message when no wallet is connected in this page", async () => {
    await expect(writeWithWagmi(write)).rejects.toThrow(ERROR_MESSAGES.connectWalletFailed);
    expect(getAccount(await appWalletConfig()).status).toBe("disconnected");
    expect(requests.some((request) => request.method === "eth_sendTransaction")).toBe(false);
  });

  it("refuses to send from an account other than the signed-in session's wallet", async () => {
    const signedIn = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
    sessionStorage.setItem("wallet", signedIn);
    const config = await appWalletConfig();
    // The wallet now offers another account than the one that signed in.
    await connect(config, { connector: config.connectors[0]! });

    await expect(writeWithWagmi(write)).rejects.toThrow(wrongAccountMessage(signedIn));
    await expect(signWithWagmi(WALLET, "hello")).rejects.toThrow(wrongAccountMessage(signedIn));
    expect(requests.some((request) => request.method === "eth_sendTransaction")).toBe(false);
    expect(requests.some((request) => request.method === "personal_sign")).toBe(false);
  });

  it("sends when the session's wallet is the connected account in another letter case", async () => {
    sessionStorage.setItem("wallet", WALLET.toLowerCase());
    const config = await appWalletConfig();
    await connect(config, { connector: config.connectors[0]! });

    await expect(writeWithWagmi(write)).resolves.toBe(HASH);
  });

  it("gives up with the spec's message when the wallet stays reconnecting", async () => {
    const config = await appWalletConfig();
    vi.useFakeTimers();
    // A connector whose restore never ends leaves wagmi "reconnecting".
    config.setState((state) => ({ ...state, status: "reconnecting" }));
    const writing = writeWithWagmi(write);
    const outcome = expect(writing).rejects.toThrow(ERROR_MESSAGES.connectWalletFailed);

    await vi.advanceTimersByTimeAsync(SETTLE_TIMEOUT_MS - 1);
    let done = false;
    void writing.catch(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(requests.some((request) => request.method === "eth_sendTransaction")).toBe(false);
    config.setState((state) => ({ ...state, status: "disconnected" }));
  });
});

describe("writeWithWagmi on the chain of what it acts on", () => {
  const onSei = { ...write, chainId: SEI_TESTNET_CHAIN_ID };

  it("asks the wallet to switch first, offering to add the chain at its served URL, then sends there", async () => {
    const config = await appWalletConfig();
    await connect(config, { connector: config.connectors[0]! });

    await expect(writeWithWagmi(onSei)).resolves.toBe(HASH);
    const switched = requests.find((request) => request.method === "switchChain")?.params as SwitchRequest;
    expect(switched.chainId).toBe(SEI_TESTNET_CHAIN_ID);
    expect(switched.addEthereumChainParameter).toMatchObject({
      chainName: SEI.name,
      nativeCurrency: SEI.nativeCurrency,
      rpcUrls: ["http://127.0.0.1:8546"],
    });
    expect(methods().indexOf("switchChain")).toBeLessThan(methods().indexOf("eth_sendTransaction"));
    expect(getAccount(config).chainId).toBe(SEI_TESTNET_CHAIN_ID);
  });

  it("does not ask to switch when the wallet is on that chain already", async () => {
    const config = await appWalletConfig();
    await connect(config, { connector: config.connectors[0]! });

    await expect(writeWithWagmi(write)).resolves.toBe(HASH);
    expect(methods()).not.toContain("switchChain");
  });

  it("fails naming the chain when the user declines, sends nothing, and asks again on the retry", async () => {
    const config = await appWalletConfig();
    await connect(config, { connector: config.connectors[0]! });
    wallet.declineSwitch = true;

    await expect(writeWithWagmi(onSei)).rejects.toThrow("Switch your wallet to Sei to continue.");
    expect(methods()).not.toContain("eth_sendTransaction");

    wallet.declineSwitch = false;
    await expect(writeWithWagmi(onSei)).resolves.toBe(HASH);
    expect(methods().filter((method) => method === "switchChain")).toHaveLength(2);
  });
});
