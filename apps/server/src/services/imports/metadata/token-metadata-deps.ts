import type { ChainConnection } from "../../../chain/chain-connection.ts";
import type { FilesDeps } from "../../files/files-deps.ts";
import type { MetadataJobDeps } from "./sweep-token-metadata.ts";

const JSON_MAX_BYTES = 64 * 1024;

/**
 * The job's dependencies as the server runs it. Token URIs of a local chain (anvil) are the
 * developer's own, so there http and loopback or private hosts are read (a metadata server on
 * localhost, the server's own /ipfs/); on every other chain a token URI is chosen by whoever
 * deployed the contract, and only https to public addresses is read, plus the configured IPFS
 * gateway, which the operator chose.
 */
export function tokenMetadataDepsFrom(files: FilesDeps, chain: ChainConnection): MetadataJobDeps {
  return {
    db: files.db,
    chainId: chain.chainId,
    client: chain.client,
    files,
    reader: {
      gatewayUrl: files.ipfsGatewayUrl,
      allowLocalHosts: chain.local === true,
      trustedOrigins: [new URL(files.ipfsGatewayUrl).origin],
    },
    limits: { jsonMaxBytes: JSON_MAX_BYTES, readTimeoutMs: 5_000, imageTimeoutMs: 20_000 },
  };
}
