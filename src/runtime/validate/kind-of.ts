/**
 * The block-kind finder of a contract, compiled once per contract: which of the contract's block kinds
 * a key of a block names. The keys come from the value (its own enumerable keys, as a for-in loop lists
 * them), so the look-up never consults a prototype: a kind named `constructor` or `toString` is found
 * only when the block has it as its own key. Contracts with up to four kinds compare strings (the keys
 * of a for-in loop are internalized, so a comparison is one pointer check); larger ones use a Map. The
 * same finder serves the statuses and the top-level keys.
 */

/** The index of `key` among the contract's block kinds, or -1. */
export type KindIndex = (key: string) => number;

/** The index of `key` in `list` (strings from the contract), or -1, with no prototype look-up. */
export function makeKindIndex(kinds: readonly string[]): KindIndex {
  const [k0, k1, k2, k3] = kinds;
  switch (kinds.length) {
    case 1:
      return (key) => (key === k0 ? 0 : -1);
    case 2:
      return (key) => (key === k0 ? 0 : key === k1 ? 1 : -1);
    case 3:
      return (key) => (key === k0 ? 0 : key === k1 ? 1 : key === k2 ? 2 : -1);
    case 4:
      return (key) => (key === k0 ? 0 : key === k1 ? 1 : key === k2 ? 2 : key === k3 ? 3 : -1);
    default: {
      const index = new Map(kinds.map((kind, i) => [kind, i]));
      return (key) => index.get(key) ?? -1;
    }
  }
}
