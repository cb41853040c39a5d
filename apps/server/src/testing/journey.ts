import { describe } from "vitest";

/**
 * A journey through the product with real transactions: its cases are steps, each acting on what
 * the steps before it recorded on the chain and in the database, which no case can undo. They run
 * one after another in the written order, even under `--sequence.shuffle`; a case that needs no
 * earlier step belongs in a plain `describe`, where its order does not matter.
 */
export function journey(name: string, steps: () => void) {
  describe.sequential(name, { shuffle: false }, steps);
}
