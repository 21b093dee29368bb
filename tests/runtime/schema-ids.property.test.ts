// The outputSchema's `$id`s against Ajv (rt16 Q2): Ajv resolves every nested `$id` against the id around
// it and cannot compile a schema where two resolve alike, or where one resolves to the root's id; it
// cannot write back a root `urn:` id without a namespace. On generated ids from a small vocabulary of URI
// pieces, the checker throws exactly when a fresh Ajv (as each client makes one per tool) cannot compile
// the schema. FUZZ_RUNS sets the number of runs (default 150 in npm test, about 1.5 s: two Ajv compiles a run).
import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fuzzRuns } from "../support/fuzz.js";
import { validateToolResult } from "../../src/runtime/index.js";

const RUNS = fuzzRuns(150);

/** Whether every client compiles the schema: 2.x with Ajv2020, 1.x with Ajv's draft-07 class. */
function clientsCompile(schema: object): boolean {
  try {
    new Ajv2020({ strict: false, validateFormats: false }).compile(schema);
    new Ajv({ strict: false, validateFormats: false, validateSchema: false }).compile(schema);
    return true;
  } catch {
    return false;
  }
}

/** Whether the checker takes the schema; "unread" for an id it does not resolve (refused, whatever Ajv says). */
function oursCompile(schema: Record<string, unknown>): boolean | "unread" {
  try {
    validateToolResult({ content: [], structuredContent: {} }, "mcp", { outputSchema: schema });
    return true;
  } catch (error) {
    expect(error).toBeInstanceOf(TypeError);
    return /is not an id this check resolves/u.test((error as Error).message) ? "unread" : false;
  }
}

const piece = fc.constantFrom(
  "http://x.com",
  "HTTP://X.com",
  "http://x.com/",
  "urn:x",
  "urn:x:y",
  "URN:x:y",
  "a",
  "b",
  "/",
  "a/",
  "#",
  "#a",
  "?q",
);
const id = fc.array(piece, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(""));
const optionalId = fc.option(id, { nil: undefined });
const withId = (schema: Record<string, unknown>, value: string | undefined) =>
  value === undefined ? schema : { $id: value, ...schema };

describe("$id as Ajv resolves it", () => {
  it("throws exactly when the clients cannot compile the schema's ids", () => {
    let refused = 0;
    let unread = 0;
    fc.assert(
      fc.property(optionalId, optionalId, optionalId, optionalId, (root, p, q, s) => {
        const schema = withId(
          {
            type: "object",
            properties: {
              p: withId({ type: "object", properties: { q: withId({}, q) } }, p),
              s: withId({}, s),
            },
          },
          root,
        );
        const expected = clientsCompile(schema);
        const got = oursCompile(schema);
        if (got === "unread") {
          unread++;
          return;
        }
        if (!expected) refused++;
        expect(got).toBe(expected);
      }),
      { numRuns: RUNS },
    );
    // The vocabulary is worth something only if most runs are compared and both verdicts occur. (Ids left
    // unread, refused though a client may take them, are the odd joins: "http://x.comurn:x:y", "a//".)
    const compared = RUNS - unread;
    expect(compared).toBeGreaterThan(RUNS / 3);
    expect(refused).toBeGreaterThan(compared / 20);
  });

  it("Q2a-c a relative nested $id resolves against the id around it; a root URN needs a namespace", () => {
    const root = (schema: Record<string, unknown>) => () =>
      validateToolResult({ content: [], structuredContent: {} }, "mcp", { outputSchema: schema });
    expect(
      root({
        $id: "http://x.com/r",
        type: "object",
        properties: { p: { $id: "http://x.com/a", type: "string" }, q: { $id: "a", type: "string" } },
      }),
    ).toThrow(/properties\.q\.\$id: a second subschema with "\$id" "a" \("http:\/\/x\.com\/a" where it stands\)/u);
    expect(
      root({
        $id: "https://example.com/weather",
        type: "object",
        properties: { city: { $id: "weather", type: "string" } },
      }),
    ).toThrow(/already exists/u);
    expect(root({ $id: "urn:x", type: "object", properties: { n: { type: "number" } } })).toThrow(
      /URN without nid cannot be serialized/u,
    );
    expect(root({ type: "object", properties: { p: { $id: "#a" } } })).toThrow(/has a fragment/u);
    // Ids whose resolution this check does not follow are refused, not guessed.
    for (const odd of ["./a", "a/../b", "http://x.com/%7Ea", "?q", "http://x.com//a"]) {
      expect(root({ type: "object", properties: { p: { $id: odd } } })).toThrow(/is not an id this check resolves/u);
    }
    // Distinct where they stand: fine.
    expect(
      root({
        $id: "http://x.com/r/",
        type: "object",
        properties: { p: { $id: "a", type: "string" }, q: { $id: "http://x.com/a", type: "string" } },
      }),
    ).not.toThrow();
  });
});
