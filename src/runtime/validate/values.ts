/** Checks on values shared by the detailed walk and the fast path. */

/** An array length (a proxy may claim anything). */
export function isLength(value: unknown): value is number {
  return typeof value === "number" && value >= 0 && value <= 4294967295 && value % 1 === 0;
}

/** A Uint8Array from any realm (Buffer included); not a proxy or a look-alike. May throw on a revoked proxy. */
export function isUint8Array(value: unknown): boolean {
  return (
    ArrayBuffer.isView(value) && (value as { [Symbol.toStringTag]?: unknown })[Symbol.toStringTag] === "Uint8Array"
  );
}
