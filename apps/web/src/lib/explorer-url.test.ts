import { LOCAL_CHAIN_ID, SEI_TESTNET_CHAIN_ID } from "@meshlink/domain/chains";
import { describe, expect, it } from "vitest";
import { explorerAddressUrl, explorerTxUrl } from "@/lib/explorer-url";
import { servedChains } from "@/test/create-fixtures";

const ADDRESS = "0x90f79bf6eb2c4f870365e785982e1f101e93b906";
const TX = `0x${"ab".repeat(32)}`;

describe("explorer links", () => {
  it("link nowhere for a chain the server runs itself, whatever public chain's id it has", () => {
    const served = servedChains();
    expect(explorerTxUrl(SEI_TESTNET_CHAIN_ID, TX, served)).toBeUndefined();
    expect(explorerAddressUrl(LOCAL_CHAIN_ID, ADDRESS, served)).toBeUndefined();
  });

  it("use the explorer the server names for its mode, before the explorer's own query", () => {
    const served = servedChains({
      sei: { rpcUrl: undefined, explorerUrl: "https://seitrace.com/?chain=atlantic-2" },
    });
    expect(explorerTxUrl(SEI_TESTNET_CHAIN_ID, TX, served)).toBe(
      `https://seitrace.com/tx/${TX}?chain=atlantic-2`,
    );
    expect(explorerAddressUrl(80002, ADDRESS, served)).toBe(
      `https://amoy.polygonscan.com/address/${ADDRESS}`,
    );
  });

  it("tell the mode from the chain id until the server answers", () => {
    expect(explorerAddressUrl(1, ADDRESS)).toBe(`https://etherscan.io/address/${ADDRESS}`);
    expect(explorerAddressUrl(11155111, ADDRESS, null)).toBe(
      `https://sepolia.etherscan.io/address/${ADDRESS}`,
    );
    expect(explorerAddressUrl(999_999, ADDRESS)).toBeUndefined();
  });
});
