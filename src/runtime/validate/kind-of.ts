/**
 * The fast path's block-kind finder, compiled once per contract (see fast.ts), and the per-call state it
 * writes to.
 */

/** The state of one fast check. */
export interface FastState {
  /** Values that may still be visited. */
  budget: number;
  readonly depthLimit: number;
  /** The value of the block kind that the last `kindOf` call found. */
  kindValue: unknown;
}

/**
 * Finds a block's kind: the index of the one kind the block carries, -1 for none, -2 for several, with
 * that kind's value left in `state.kindValue`.
 */
export type KindOf = (block: object, state: FastState) => number;

/**
 * Makes the {@link KindOf} of a contract. Contracts with up to five kinds get one property read per kind
 * written out, so each read site always sees the same key (a fast, monomorphic-key property load).
 */
export function makeKindOf(kinds: readonly string[]): KindOf {
  const [k0 = "", k1 = "", k2 = "", k3 = "", k4 = ""] = kinds;
  const pick = (values: unknown[], state: FastState): number => {
    let found = -1;
    for (let k = 0; k < values.length; k++) {
      if (values[k] !== undefined) {
        if (found !== -1) return -2;
        found = k;
      }
    }
    if (found >= 0) state.kindValue = values[found];
    return found;
  };
  switch (kinds.length) {
    case 1:
      return (block, state) => {
        const v0 = (block as Record<string, unknown>)[k0];
        state.kindValue = v0;
        return v0 === undefined ? -1 : 0;
      };
    case 2:
      return (block, state) => {
        const b = block as Record<string, unknown>;
        const v0 = b[k0];
        const v1 = b[k1];
        if (v0 !== undefined) {
          state.kindValue = v0;
          return v1 === undefined ? 0 : -2;
        }
        state.kindValue = v1;
        return v1 === undefined ? -1 : 1;
      };
    case 3:
      return (block, state) => {
        const b = block as Record<string, unknown>;
        const v0 = b[k0];
        const v1 = b[k1];
        const v2 = b[k2];
        if (v0 !== undefined) {
          state.kindValue = v0;
          return v1 === undefined && v2 === undefined ? 0 : -2;
        }
        if (v1 !== undefined) {
          state.kindValue = v1;
          return v2 === undefined ? 1 : -2;
        }
        state.kindValue = v2;
        return v2 === undefined ? -1 : 2;
      };
    case 4:
      return (block, state) => {
        const b = block as Record<string, unknown>;
        return pick([b[k0], b[k1], b[k2], b[k3]], state);
      };
    case 5:
      return (block, state) => {
        const b = block as Record<string, unknown>;
        return pick([b[k0], b[k1], b[k2], b[k3], b[k4]], state);
      };
    default:
      return (block, state) =>
        pick(
          kinds.map((kind) => (block as Record<string, unknown>)[kind]),
          state,
        );
  }
}
