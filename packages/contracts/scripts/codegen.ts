// Writes src/generated.ts from the compiled artifacts: typed ABIs, the Store's init code and the
// per-chain Store addresses. `--check` fails instead of writing when the file would change (CI).
import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { type Hex, encodeDeployData, getContractAddress } from "viem";

const root = new URL("../", import.meta.url);
const target = fileURLToPath(new URL("src/generated.ts", root));

// Local deployment: anvil's pre-installed deterministic CREATE2 deployer, salt 0, and the server's
// default IPFS gateway. See docs/decisions/002-marketplace-contracts.md.
const CREATE2_DEPLOYER = "0x4e59b44847b379578588920cA78FbF26c0B4956C";
const LOCAL_SALT = `0x${"00".repeat(32)}` as const;
const LOCAL_METADATA_GATEWAY = "http://localhost:3000/ipfs/";

type Artifact = { abi: unknown[]; bytecode: Hex };
const readArtifact = async (name: string): Promise<Artifact> =>
  JSON.parse(
    await readFile(new URL(`artifacts/contracts/${name}.sol/${name.split("/").pop()}.json`, root), "utf8"),
  ) as Artifact;

const [store, single, multiple] = await Promise.all(["Store", "Single721", "Multiple1155"].map(readArtifact));
if (!store || !single || !multiple) throw new Error("missing artifacts: run `hardhat compile` first");
const [external721, external1155] = await Promise.all(
  ["test/ExternalCollection721", "test/ExternalCollection1155"].map(readArtifact),
);

const localInitCode = encodeDeployData({
  abi: store.abi,
  bytecode: store.bytecode,
  args: [LOCAL_METADATA_GATEWAY],
});
const localStoreAddress = getContractAddress({
  opcode: "CREATE2",
  from: CREATE2_DEPLOYER,
  salt: LOCAL_SALT,
  bytecode: localInitCode,
});

const json = (value: unknown) => JSON.stringify(value);
const source = `// generated — do not edit. Regenerate with \`npm run codegen -w packages/contracts\`.
// Source: packages/contracts/contracts/*.sol, scripts/codegen.ts.

export const storeAbi = ${json(store.abi)} as const;

export const single721Abi = ${json(single.abi)} as const;

export const multiple1155Abi = ${json(multiple.abi)} as const;

/** Plain OpenZeppelin collections deployed outside MeshLink (constructor: name, symbol), for imports. */
export const externalCollection721 = { abi: ${json(external721!.abi)}, bytecode: ${json(external721!.bytecode)} } as const;

export const externalCollection1155 = { abi: ${json(external1155!.abi)}, bytecode: ${json(external1155!.bytecode)} } as const;

/** Creation code of the Store; its constructor takes the metadata gateway. */
export const storeBytecode = ${json(store.bytecode)} as const;

/** How the local chain (31337) deploys the Store: CREATE2 through anvil's deterministic deployer. */
export const localDeployment = {
  chainId: 31337,
  create2Deployer: ${json(CREATE2_DEPLOYER)},
  salt: ${json(LOCAL_SALT)},
  metadataGateway: ${json(LOCAL_METADATA_GATEWAY)},
  storeAddress: ${json(localStoreAddress)},
} as const;

/** Store addresses known at build time; public chains (1328, 1329) come from the environment. */
export const storeAddresses = { 31337: ${json(localStoreAddress)} } as const;
`;

const formatted = await format(source, { ...(await resolveConfig(target)), filepath: target });
const current = await readFile(target, "utf8").catch(() => "");

if (process.argv.includes("--check")) {
  if (current !== formatted) {
    console.error("src/generated.ts is out of date: run `npm run codegen -w packages/contracts`.");
    process.exit(1);
  }
  console.log("src/generated.ts is up to date.");
} else if (current !== formatted) {
  await writeFile(target, formatted);
  console.log(`wrote src/generated.ts (local Store ${localStoreAddress})`);
} else {
  console.log("src/generated.ts unchanged.");
}
