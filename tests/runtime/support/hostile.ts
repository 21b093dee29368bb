/**
 * Hostile values for the "never throws anything but its own error" properties (the settings parser, the
 * agent runtime's streams): values that are hard to even describe (a null-prototype object, an Error
 * whose message getter throws, a proxy whose every trap throws, a revoked proxy, a 100 KB message, a
 * bigint of 3,000 digits), and plans of objects and arrays that hold them behind getters and proxies.
 * Every value is built fresh from its plan, so that a revoked proxy or a counting getter is new each run.
 */
import fc from "fast-check";

// How many runs a property makes: `FUZZ_RUNS` when set (a long run), else the short run of `npm test`.
export { fuzzRuns, fuzzSeed, fuzzTimeout } from "../../support/fuzz.js";

/** A proxy on which every operation throws: its handler's every trap is looked up through a throwing get. */
function allTrapsThrow(target: object = {}): object {
  return new Proxy(
    target,
    new Proxy(
      {},
      {
        get() {
          throw new Error("trap");
        },
      },
    ),
  );
}

function revoked(target: object = {}): object {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}

function throwingGetter<T extends object>(object: T, key: string, thrown: () => unknown): T {
  return Object.defineProperty(object, key, {
    enumerable: true,
    get() {
      throw thrown();
    },
  });
}

/** Values that are hard to describe, each made fresh: thrown by a getter, returned by a tool, thrown by a validator. */
export const HOSTILE: readonly (readonly [string, () => unknown])[] = [
  ["null-prototype object", () => Object.create(null)],
  [
    "object whose toString throws",
    () => ({
      toString() {
        throw new Error("toString");
      },
    }),
  ],
  [
    "object whose Symbol.toPrimitive throws",
    () => ({
      [Symbol.toPrimitive]() {
        throw new Error("toPrimitive");
      },
    }),
  ],
  ["Error whose message getter throws", () => throwingGetter(new Error("x"), "message", () => new Error("message"))],
  ["Error whose name getter throws", () => throwingGetter(new Error("x"), "name", () => new Error("name"))],
  [
    "Error whose name and message getters throw a proxy whose every trap throws",
    () => throwingGetter(throwingGetter(new Error("x"), "name", allTrapsThrow), "message", allTrapsThrow),
  ],
  ["Error with a 100 KB message", () => new Error("m".repeat(100_000))],
  ["TypeError with a 100 KB name", () => Object.assign(new TypeError("x"), { name: "N".repeat(100_000) })],
  [
    "proxy whose getPrototypeOf throws",
    () =>
      new Proxy(
        {},
        {
          getPrototypeOf: () => {
            throw new Error("proto");
          },
        },
      ),
  ],
  [
    "proxy whose has trap throws",
    () =>
      new Proxy(
        {},
        {
          has: () => {
            throw new Error("has");
          },
        },
      ),
  ],
  [
    "proxy whose ownKeys trap throws",
    () =>
      new Proxy(
        {},
        {
          ownKeys: () => {
            throw new Error("ownKeys");
          },
        },
      ),
  ],
  ["proxy whose every trap throws", () => allTrapsThrow()],
  ["proxy of an Error whose every trap throws", () => allTrapsThrow(new Error("x"))],
  ["revoked proxy", () => revoked()],
  ["revoked proxy of an array", () => revoked([])],
  ["string of 100 KB", () => "s".repeat(100_000)],
  ["bigint of 3,000 digits", () => 10n ** 3000n],
  ["symbol", () => Symbol("s".repeat(10_000))],
  ["boxed bigint", () => Object(10n) as object],
  [
    "function with a throwing name getter",
    () =>
      throwingGetter(
        () => 1,
        "name",
        () => new Error("fn name"),
      ),
  ],
  ["thenable whose then getter throws", () => throwingGetter({}, "then", () => new Error("then"))],
  [
    "thenable that throws a null-prototype object",
    () => ({
      then: () => {
        throw Object.create(null);
      },
    }),
  ],
  [
    "array whose length getter throws",
    () =>
      new Proxy([], {
        get: (t, k) => {
          if (k === "length") throw new Error("length");
          return Reflect.get(t, k);
        },
      }),
  ],
  [
    "array that claims 2^32 - 1 elements",
    () => new Proxy([], { get: (t, k) => (k === "length" ? 2 ** 32 - 1 : Reflect.get(t, k)) }),
  ],
];

/** How a planned property is there. */
type How = "data" | "throws" | "hidden" | "changing";
/** What a planned object or array is wrapped in. */
type Wrap = "none" | "getPrototypeOf" | "ownKeys" | "getOwnPropertyDescriptor" | "get" | "has" | "every" | "revoked";

export type Plan =
  | { readonly t: "value"; readonly value: unknown }
  | { readonly t: "hostile"; readonly index: number }
  | {
      readonly t: "object";
      readonly entries: readonly {
        readonly key: string;
        readonly how: How;
        readonly value: Plan;
        readonly thrown: number;
      }[];
      readonly wrap: Wrap;
      readonly nullProto: boolean;
    }
  | { readonly t: "array"; readonly items: readonly (Plan | null)[]; readonly wrap: Wrap };

const WRAPS: readonly Wrap[] = [
  "none",
  "getPrototypeOf",
  "ownKeys",
  "getOwnPropertyDescriptor",
  "get",
  "has",
  "every",
  "revoked",
];

/** Plans of values whose keys are drawn from `keys` (the names the code under test reads) and a few others. */
export function plans(keys: readonly string[], leaves: fc.Arbitrary<unknown> = fc.anything()): fc.Arbitrary<Plan> {
  const key = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...keys) },
    { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "toString", "k".repeat(50_000), "") },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  const hostile = fc.nat({ max: HOSTILE.length - 1 }).map((index): Plan => ({ t: "hostile", index }));
  const value = leaves.map((v): Plan => ({ t: "value", value: v }));
  const { plan } = fc.letrec<{ plan: Plan }>((tie) => ({
    plan: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      value,
      hostile,
      fc.record({
        t: fc.constant("object" as const),
        entries: fc.array(
          fc.record({
            key,
            how: fc.constantFrom<How>("data", "data", "data", "throws", "hidden", "changing"),
            value: tie("plan"),
            thrown: fc.nat({ max: HOSTILE.length - 1 }),
          }),
          { maxLength: 5 },
        ),
        wrap: fc.oneof(
          { weight: 5, arbitrary: fc.constant<Wrap>("none") },
          { weight: 3, arbitrary: fc.constantFrom(...WRAPS) },
        ),
        nullProto: fc.boolean(),
      }),
      fc.record({
        t: fc.constant("array" as const),
        items: fc.array(fc.option(tie("plan"), { nil: null, freq: 8 }), { maxLength: 4 }),
        wrap: fc.oneof(
          { weight: 5, arbitrary: fc.constant<Wrap>("none") },
          { weight: 3, arbitrary: fc.constantFrom(...WRAPS) },
        ),
      }),
    ),
  }));
  return plan;
}

function wrap(target: object, how: Wrap): object {
  const boom = (trap: string) => () => {
    throw new Error(trap);
  };
  switch (how) {
    case "none":
      return target;
    case "every":
      return allTrapsThrow(target);
    case "revoked":
      return revoked(target);
    default:
      return new Proxy(target, { [how]: boom(how) });
  }
}

/** A fresh value from `plan`. */
export function build(plan: Plan): unknown {
  switch (plan.t) {
    case "value":
      return plan.value;
    case "hostile":
      return HOSTILE[plan.index]![1]();
    case "object": {
      const object: Record<string, unknown> = plan.nullProto ? (Object.create(null) as Record<string, unknown>) : {};
      for (const entry of plan.entries) {
        const value = build(entry.value);
        const thrown = HOSTILE[entry.thrown]![1];
        let calls = 0;
        const descriptor: PropertyDescriptor =
          entry.how === "data"
            ? { value, enumerable: true, writable: true, configurable: true }
            : entry.how === "hidden"
              ? { value, enumerable: false, configurable: true }
              : entry.how === "throws"
                ? {
                    enumerable: true,
                    configurable: true,
                    get() {
                      throw thrown();
                    },
                  }
                : { enumerable: true, configurable: true, get: () => (calls++ === 0 ? value : thrown()) };
        Object.defineProperty(object, entry.key, descriptor);
      }
      return wrap(object, plan.wrap);
    }
    case "array": {
      const array: unknown[] = [];
      plan.items.forEach((item, index) => {
        if (item !== null) array[index] = build(item);
      });
      array.length = plan.items.length;
      return wrap(array, plan.wrap);
    }
  }
}
