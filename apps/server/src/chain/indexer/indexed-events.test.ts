import { multiple1155Abi, single721Abi } from "@meshlink/contracts/generated";
import { type Hex, encodeAbiParameters, encodeEventTopics, getAddress } from "viem";
import { describe, expect, it } from "vitest";
import { decodeIndexedLog } from "./indexed-events.ts";

const from = getAddress("0x00000000000000000000000000000000000000aa");
const to = getAddress("0xbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb");
const big = 2n ** 255n + 12345n;
const transferSingleTopics = () =>
  encodeEventTopics({
    abi: multiple1155Abi,
    eventName: "TransferSingle",
    args: { operator: to, from, to },
  }) as Hex[];

describe("decodeIndexedLog", () => {
  it("decodes an ERC-721 Transfer by hand to the ABI decoder's values", () => {
    const topics = encodeEventTopics({
      abi: single721Abi,
      eventName: "Transfer",
      args: { from, to, tokenId: big },
    }) as Hex[];
    expect(decodeIndexedLog({ data: "0x", topics })).toEqual({
      eventName: "Transfer",
      args: { from: from.toLowerCase(), to: to.toLowerCase(), tokenId: big.toString() },
    });
  });

  it("decodes an ERC-1155 TransferSingle by hand to the ABI decoder's values", () => {
    const topics = transferSingleTopics();
    const data = encodeAbiParameters([{ type: "uint256" }, { type: "uint256" }], [big, 7n]);
    expect(decodeIndexedLog({ data, topics })).toEqual({
      eventName: "TransferSingle",
      args: {
        operator: to.toLowerCase(),
        from: from.toLowerCase(),
        to: to.toLowerCase(),
        id: big.toString(),
        value: "7",
      },
    });
  });

  it("reads ids and amounts on both sides of 2^52 exactly", () => {
    const topics = transferSingleTopics();
    for (const id of [0n, 2n ** 52n - 1n, 2n ** 52n, 2n ** 53n + 1n, 2n ** 256n - 1n]) {
      const data = encodeAbiParameters([{ type: "uint256" }, { type: "uint256" }], [id, id]);
      expect(decodeIndexedLog({ data, topics }).args).toMatchObject({
        id: id.toString(),
        value: id.toString(),
      });
    }
  });

  it("refuses a word that is not hex rather than read part of it", () => {
    const topics = transferSingleTopics();
    const data = `0x${"0".repeat(60)}12zz${"0".repeat(63)}1` as Hex;
    expect(() => decodeIndexedLog({ data, topics })).toThrow();
  });

  it("leaves TransferBatch (dynamic arrays) to the ABI decoder", () => {
    const topics = encodeEventTopics({
      abi: multiple1155Abi,
      eventName: "TransferBatch",
      args: { operator: to, from, to },
    }) as Hex[];
    const data = encodeAbiParameters(
      [{ type: "uint256[]" }, { type: "uint256[]" }],
      [
        [1n, 2n],
        [3n, 4n],
      ],
    );
    expect(decodeIndexedLog({ data, topics })).toEqual({
      eventName: "TransferBatch",
      args: {
        operator: to.toLowerCase(),
        from: from.toLowerCase(),
        to: to.toLowerCase(),
        ids: ["1", "2"],
        values: ["3", "4"],
      },
    });
  });
});
