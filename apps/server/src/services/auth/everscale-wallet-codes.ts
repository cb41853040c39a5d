import type { EverscaleWalletContract } from "@meshlink/domain/auth/everscale-wallet-fields";

// The code of Everscale's standard wallet contracts (bag of cells, base64) and how each lays out its
// initial data, as EVER Wallet deploys them: nekoton's ton_wallet module (github.com/broxus/nekoton,
// src/core/ton_wallet/ever_wallet.rs and wallet_v3.rs), whose CODE_HASH constants these codes hash to
// (everscale-wallet-address.test.ts checks it). A wallet's address is the hash of code and data, so
// a public key names exactly one wallet of each contract.

type WalletCode = {
  /** The contract's code. */
  code: string;
  /** The representation hash of `code`, as nekoton knows the contract by. */
  codeHash: string;
  /** The initial data cell's fields, packed in this order (nekoton's `packIntoCell`). */
  data: { name: string; type: "uint32" | "uint64" | "uint256" }[];
  /** The values of `data` besides the public key, as decimal strings. */
  values: Record<string, string>;
};

export const EVERSCALE_WALLET_CODES: Record<EverscaleWalletContract, WalletCode> = {
  // EVER Wallet's default account since 2022: public key, then a zero timestamp.
  EverWallet: {
    code: "te6cckEBBgEA/AABFP8A9KQT9LzyyAsBAgEgAgMABNIwAubycdcBAcAA8nqDCNcY7UTQgwfXAdcLP8j4KM8WI88WyfkAA3HXAQHDAJqDB9cBURO68uBk3oBA1wGAINcBgCDXAVQWdfkQ8qj4I7vyeWa++COBBwiggQPoqFIgvLHydAIgghBM7mRsuuMPAcjL/8s/ye1UBAUAmDAC10zQ+kCDBtcBcdcBeNcB10z4AHCAEASqAhSxyMsFUAXPFlAD+gLLaSLQIc8xIddJoIQJuZgzcAHLAFjPFpcwcQHLABLM4skB+wAAPoIQFp4+EbqOEfgAApMg10qXeNcB1AL7AOjRkzLyPOI+zYS/",
    codeHash: "3ba6528ab2694c118180aa3bd10dd19ff400b909ab4dcf58fc69925b2c7b12a6",
    data: [
      { name: "publicKey", type: "uint256" },
      { name: "timestamp", type: "uint64" },
    ],
    values: { timestamp: "0" },
  },
  // The older default: sequence number 0, Everscale's wallet id, then the public key.
  WalletV3: {
    code: "te6ccgEBAQEAcQAA3v8AIN0gggFMl7ohggEznLqxn3Gw7UTQ0x/THzHXC//jBOCk8mCDCNcYINMf0x/TH/gjE7vyY+1E0NMf0x/T/9FRMrryoVFEuvKiBPkBVBBV+RDyo/gAkyDXSpbTB9QC+wDo0QGkyMsfyx/L/8ntVA==",
    codeHash: "84dafa449f98a6987789ba232358072bc0f76dc4524002a5d0918b9a75d2d599",
    data: [
      { name: "seqno", type: "uint32" },
      { name: "walletId", type: "uint32" },
      { name: "publicKey", type: "uint256" },
    ],
    values: { seqno: "0", walletId: String(0x4ba92d8a) },
  },
};
