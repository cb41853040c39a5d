import type { LocalAccount } from "viem";

// Anvil's default accounts: derived from this public test mnemonic and funded on every fresh local
// chain (https://book.getfoundry.sh/reference/anvil/). Never use them anywhere but chain 31337.
export const DEMO_MNEMONIC = "test test test test test test test test test test test junk";

/** How many of anvil's accounts the Demo wallet offers. */
export const DEMO_ACCOUNT_COUNT = 5;

// The addresses are public; listing them avoids loading the key-derivation code to draw the modal.
export const DEMO_ACCOUNT_ADDRESSES = [
  "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
  "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
  "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
  "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65",
] as const satisfies readonly `0x${string}`[];

/** The signing account for demo account `index`, derived on demand (BIP-44 path m/44'/60'/0'/0/index). */
export async function loadDemoAccount(index: number): Promise<LocalAccount> {
  const { mnemonicToAccount } = await import("viem/accounts");
  return mnemonicToAccount(DEMO_MNEMONIC, { addressIndex: index });
}
