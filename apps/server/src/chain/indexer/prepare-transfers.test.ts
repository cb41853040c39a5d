import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { BalanceDeltas } from "./prepare-transfers.ts";

const collection = `0x${"cc".repeat(20)}`;
// Owners that share their last 13 hex digits: the byte-keyed path must still tell them apart.
const lookalikes = [`${"a".repeat(27)}${"1".repeat(13)}`, `${"b".repeat(27)}${"1".repeat(13)}`];

describe("BalanceDeltas", () => {
  test("owners read from bytes sum exactly as owners given as strings, lookalikes apart", () => {
    const owner = fc.oneof(
      fc.constantFrom(...lookalikes, "0".repeat(40)),
      fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => Buffer.from(bytes).toString("hex")),
    );
    const move = fc.tuple(fc.constantFrom("1", "2"), owner, fc.integer({ min: -1000, max: 1000 }));
    fc.assert(
      fc.property(fc.array(move, { maxLength: 40 }), (moves) => {
        const fromStrings = new BalanceDeltas();
        const fromBytes = new BalanceDeltas();
        for (const [tokenId, holder, amount] of moves) {
          fromStrings.add(collection, tokenId, holder, amount);
          const body = Buffer.from(`"0x${holder}"`, "latin1");
          fromBytes.addFrom(collection, tokenId, body, 3, amount);
        }
        expect(fromBytes.changes()).toEqual(fromStrings.changes());
      }),
    );
  });

  test("keeps two lookalike owners' sums apart", () => {
    const deltas = new BalanceDeltas();
    const body = Buffer.from(lookalikes.join(""), "latin1");
    deltas.addFrom(collection, "1", body, 0, 5);
    deltas.addFrom(collection, "1", body, 40, 2);
    deltas.addFrom(collection, "1", body, 0, 1);
    expect(deltas.changes()).toEqual([
      { collection, tokenId: "1", owner: `0x${lookalikes[0]}`, delta: "6" },
      { collection, tokenId: "1", owner: `0x${lookalikes[1]}`, delta: "2" },
    ]);
  });
});
