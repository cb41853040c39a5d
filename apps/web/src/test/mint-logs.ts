import { multiple1155Abi, single721Abi } from "@meshlink/contracts/generated";
import { encodeAbiParameters, encodeEventTopics, zeroAddress, type Log } from "viem";

// Receipt logs as a createNFT mint leaves them: Transfer (721) or TransferSingle (1155) from 0x0.
export const MINT_COLLECTION = "0x5fbdb2315678afecb367f032d93f642f64180aa3";
const OWNER = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const log = (topics: readonly `0x${string}`[] | `0x${string}`[], data: `0x${string}` = "0x") =>
  ({ address: MINT_COLLECTION, topics, data }) as unknown as Log<bigint, number, false>;

export const transfer721 = (tokenId: bigint) =>
  log(
    encodeEventTopics({
      abi: single721Abi,
      eventName: "Transfer",
      args: { from: zeroAddress, to: OWNER, tokenId },
    }) as `0x${string}`[],
  );

export const transferSingle = (id: bigint) =>
  log(
    encodeEventTopics({
      abi: multiple1155Abi,
      eventName: "TransferSingle",
      args: { operator: OWNER, from: zeroAddress, to: OWNER },
    }) as `0x${string}`[],
    encodeAbiParameters([{ type: "uint256" }, { type: "uint256" }], [id, 5n]),
  );
