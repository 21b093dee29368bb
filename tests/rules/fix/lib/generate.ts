/**
 * A generator of programs with tool-result literals, written from the grammar rather than from layouts:
 * every gap between two tokens of the literal may hold nothing, a space, a line break, a block comment
 * (on one line or several) or a line comment, except where a line break would change the program (before
 * a postfix `++`). Values are drawn from the kinds of code that can run without a call in sight (getters,
 * `toString`/`valueOf`, iterators, proxy traps, `in`, `instanceof`), reads that throw, bigint arithmetic
 * that throws, live and reassigned bindings, globals, sloppy-mode `arguments` and `with`; a spread may be
 * of a `const` a function changed first; content may be a shared array; the result may be read after it
 * is built (also through `Object.hasOwn`, `Reflect` or a destructuring), overridden by a later key, nested
 * in another, deeply indented; line endings may be LF, CRLF or CR alone.
 *
 * Each program carries the names of the classes of code it holds, so a run can say, per class, how
 * many programs it saw and what the fix did with them.
 */
import fc from "fast-check";

/** The classes of code a generated program may hold, by name. */
export const CLASSES = [
  "line-comment-before-comma",
  "comment-after-colon",
  "block-comment-on-lines",
  "cr-only",
  "crlf",
  "implicit-call",
  "throwing-read",
  "reassigned-binding",
  "global",
  "sloppy-arguments",
  "with",
  "shared-array",
  "overridden-key",
  "read-after",
  "deep-indent",
  "nested-result",
  "spread",
  "getter-member",
  "multi-line-value",
  "existing-json-block",
  "one-line",
  "changed-const",
  "bigint",
  "reflected",
] as const;
export type FuzzClass = (typeof CLASSES)[number];

export interface Program {
  readonly code: string;
  readonly classes: ReadonlySet<FuzzClass>;
  /** Strict mode off (for `with` and sloppy `arguments`): evaluated as a script. */
  readonly sloppy: boolean;
}

/** Declarations every program starts with: shared state, values that run code when read or converted. */
export const PRELUDE = `var log = [];
var counter = 0;
var attempts = 1;
function tick(x) { log.push("tick " + x); return x; }
const frames = 512;
const blocks = [{ text: "shared" }];
const probe = { get hz() { log.push("get hz"); return 49.7; }, get bad() { throw new Error("bad read"); } };
const meter = { valueOf() { log.push("valueOf"); return 3; }, toString() { log.push("toString"); return "m"; } };
const watched = new Proxy({}, { has(t, k) { log.push("has " + String(k)); return false; } });
class Hooked { static [Symbol.hasInstance](x) { log.push("hasInstance"); return false; } }
const maybe = null;
function helper() { return 1; }
function rebind() { helper = function () { log.push("rebound"); return 2; }; return "r"; }
globalThis.g0 = 1;
function bumpGlobal() { globalThis.g0 += 1; return globalThis.g0; }
const stats = { get hz() { log.push("get stats.hz"); return 1; }, n: 2 };
const scope = { get v() { log.push("get v"); return 5; } };
var v = 0;
const big = 1n, zero = 0n;
function mark(o) { o.status = "error"; return o; }
const extra = { k2: 1 };
const marked = { k3: 1 };
mark(marked);
`;

type Gap = (newline: boolean) => fc.Arbitrary<string>;

/** What may stand between two tokens; `@` marks a comment, numbered later. */
const gapOf: Gap = (newline) =>
  newline
    ? fc.oneof(
        {
          weight: 36,
          arbitrary: fc.constantFrom("", " ", " ", "\n", " /*@*/ ", "/*@*/", "\n/*@*/\n", " //@\n", "\n//@\n"),
        },
        // A comment over several lines leaves the whole move to a suggestion: rare enough that a third of
        // the programs on several lines have none (a tenth of the gaps left almost none of them a fix).
        { weight: 1, arbitrary: fc.constant(" /*@\n@*/ ") },
      )
    : fc.constantFrom("", " ", " /*@*/ ");

/** A value, as tokens, with the classes it holds and whether a fix may move it exactly. */
interface Value {
  readonly tokens: readonly string[];
  readonly classes: readonly FuzzClass[];
}

const value = (tokens: readonly string[], ...classes: FuzzClass[]): Value => ({ tokens, classes });

// A value the fix moves must show that it is JSON: a call, a `++` or a read of a `let` is wrapped in
// `Number(...)`, which keeps its effects where they were.
const VALUES: readonly Value[] = [
  value(["512"]),
  value(['"two words"']),
  value(["null"]),
  value(["frames"]),
  value(["frames", "*", "2"]),
  value(["[", "1", ",", "2", "]"]),
  value(["{", "left", ":", "1", "}"]),
  value(["`t${frames}`"]),
  value(["Number", "(", "tick", "(", "1", ")", ")"]),
  value(["Number", "(", "++", "attempts", ")"]),
  value(["Number", "(", "counter", "++NOBREAK", ")"]),
  value(["Number", "(", "attempts", ")"]),
  value(["Number", "(", "probe", ".", "hz", ")"], "implicit-call"),
  value(["meter", "+", "1"], "implicit-call"),
  value(["`${meter}`"], "implicit-call"),
  value(['"k"', "in", "watched"], "implicit-call"),
  value(["meter", "instanceof", "Hooked"], "implicit-call"),
  value(["[", "...", "blocks", "]"], "implicit-call"),
  value(["Number", "(", "probe", ".", "bad", ")"], "throwing-read"),
  value(["Number", "(", "maybe", "?.", "deep", ")"]),
  value(["Number", "(", "helper", "(", ")", ")"], "reassigned-binding"),
  value(["helper"], "reassigned-binding"),
  value(["Number", "(", "g0", ")"], "global"),
  value(["Number", "(", "globalThis", ".", "g0", ")"], "global"),
  value(["ok", "?", "1", ":", "2"], "multi-line-value"),
  value(["v"], "with"),
  value(["big", "%", "zero"], "bigint"),
  value(["+", "big"], "bigint"),
];

/** Values of the content's text blocks: some write what a moved value reads. */
const TEXTS: readonly Value[] = [
  value(['"summary"']),
  value(["`n${counter}`"], "implicit-call"),
  value(["tick", "(", '"t"', ")"]),
  value(["rebind", "(", ")"], "reassigned-binding"),
  value(["String", "(", "bumpGlobal", "(", ")", ")"], "global"),
  value(["String", "(", "counter", "++NOBREAK", ")"]),
];

const KEYS = ["frames", "errors", "hzActual", "elapsedMs", "steps", "a"];

/** Tokens joined with generated gaps (a postfix `++` never after a line break). */
function join(tokens: readonly string[], gaps: readonly string[], at: { i: number }): string {
  let out = "";
  tokens.forEach((token, i) => {
    if (i > 0) {
      let gap = gaps[at.i++ % gaps.length] ?? " ";
      if (token === "++NOBREAK") gap = gap.includes("\n") || gap.includes("//") ? " " : gap;
      // Two words need something between them.
      if (gap === "" && /[\w$]$/u.test(out) && /^[\w$]/u.test(token)) gap = " ";
      out += gap;
    }
    out += token === "++NOBREAK" ? "++" : token;
  });
  return out;
}

interface Member {
  readonly tokens: readonly string[];
  readonly classes: readonly FuzzClass[];
  readonly name?: string;
}

const extraMember: fc.Arbitrary<Member> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .tuple(fc.constantFrom(...KEYS), fc.constantFrom(...VALUES))
      .map(([k, v]) => ({ tokens: [k, ":", ...v.tokens], classes: v.classes, name: k })),
  },
  { weight: 1, arbitrary: fc.constant<Member>({ tokens: ["frames"], classes: [], name: "frames" }) },
  {
    weight: 1,
    arbitrary: fc.constant<Member>({ tokens: ["'quoted-key'", ":", "1"], classes: [], name: "quoted-key" }),
  },
  {
    weight: 1,
    arbitrary: fc.constant<Member>({ tokens: ["[", '"computed"', "]", ":", "2"], classes: [], name: "computed" }),
  },
  {
    weight: 1,
    arbitrary: fc.constant<Member>({
      tokens: ["get getter() { return 4; }"],
      classes: ["getter-member"],
      name: "getter",
    }),
  },
  { weight: 1, arbitrary: fc.constant<Member>({ tokens: ["...", "stats"], classes: ["spread", "implicit-call"] }) },
  { weight: 1, arbitrary: fc.constant<Member>({ tokens: ["...", "{", "k", ":", "1", "}"], classes: ["spread"] }) },
  // A const object left alone, and one that a function changed before the result spreads it.
  { weight: 1, arbitrary: fc.constant<Member>({ tokens: ["...", "extra"], classes: ["spread"] }) },
  { weight: 1, arbitrary: fc.constant<Member>({ tokens: ["...", "marked"], classes: ["spread", "changed-const"] }) },
);

const textBlock = fc
  .constantFrom(...TEXTS)
  .map((v) => ({ tokens: ["{", "text", ":", ...v.tokens, "}"], classes: v.classes }));
const jsonBlock = fc.constantFrom(
  { tokens: ["{", "json", ":", "{", "existing", ":", "1", "}", "}"], classes: ["existing-json-block"] as FuzzClass[] },
  { tokens: ["{", "json", ":", "{", "}", "}"], classes: ["existing-json-block"] as FuzzClass[] },
);

export interface ResultOptions {
  /** The result's extra members may be nested results themselves. */
  readonly depth: number;
}

/** A tool-result literal: its text (with gaps), its classes, and the names of its extra keys. */
export function resultLiteral(depth = 0): fc.Arbitrary<{ text: string; classes: FuzzClass[]; names: string[] }> {
  return fc
    .record({
      multiline: fc.boolean(),
      status: fc.constantFrom('"success"', '"error"', '"degraded"'),
      content: fc.oneof(
        {
          weight: 6,
          arbitrary: fc.array(fc.oneof({ weight: 3, arbitrary: textBlock }, { weight: 1, arbitrary: jsonBlock }), {
            maxLength: 3,
          }),
        },
        { weight: 1, arbitrary: fc.constant("shared" as const) },
      ),
      extras: fc.array(extraMember, { minLength: 1, maxLength: 4 }),
      nested: depth < 2 ? fc.option(fc.constant(true), { freq: 2 }) : fc.constant(null),
      overridden: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
      order: fc.array(fc.nat({ max: 100 }), { minLength: 12, maxLength: 12 }),
      trailingComma: fc.boolean(),
    })
    .chain((r) =>
      fc
        .tuple(
          fc.array(gapOf(r.multiline), { minLength: 40, maxLength: 40 }),
          r.nested ? resultLiteral(depth + 1) : fc.constant(undefined),
        )
        .map(([gaps, inner]) => ({ r, gaps, inner })),
    )
    .map(({ r, gaps, inner }) => {
      const classes = new Set<FuzzClass>();
      const at = { i: 0 };
      const contentTokens =
        r.content === "shared"
          ? (classes.add("shared-array"), ["content", ":", "blocks"])
          : [
              "content",
              ":",
              "[",
              ...r.content.flatMap((b, i) => {
                b.classes.forEach((c) => classes.add(c));
                return [...b.tokens, ...(i < r.content.length - 1 ? [","] : [])];
              }),
              "]",
            ];
      const members: Member[] = [
        { tokens: ["status", ":", r.status], classes: [] },
        { tokens: contentTokens, classes: [] },
        ...r.extras,
      ];
      if (inner) {
        members.push({
          tokens: ["delegated", ":", inner.text],
          classes: ["nested-result", ...inner.classes],
          name: "delegated",
        });
      }
      if (r.overridden) {
        const named = r.extras.find((e) => e.name !== undefined && /^[a-z]+$/iu.test(e.name));
        if (named) {
          members.push({ tokens: [named.name as string, ":", "undefined"], classes: ["overridden-key"] });
        }
      }
      // A stable shuffle from the generated order.
      const keyed = members.map((m, i) => ({ m, k: (r.order[i % r.order.length] ?? 0) * 16 + i }));
      keyed.sort((a, b) => a.k - b.k);
      let text = "{";
      keyed.forEach(({ m }, i) => {
        m.classes.forEach((c) => classes.add(c));
        text += (gaps[at.i++ % gaps.length] ?? " ") + join(m.tokens, gaps, at);
        if (i < keyed.length - 1 || r.trailingComma) text += (gaps[at.i++ % gaps.length] ?? "") + ",";
      });
      text += (gaps[at.i++ % gaps.length] ?? " ") + "}";
      if (!r.multiline) classes.add("one-line");
      return { text, classes: [...classes], names: r.extras.flatMap((e) => (e.name ? [e.name] : [])) };
    });
}

/** Where the literal is: each site stores the result in `result`, and some read a moved key later. */
const SITES: readonly {
  readonly wrap: (r: string) => string;
  readonly classes: readonly FuzzClass[];
  readonly sloppy?: boolean;
}[] = [
  { wrap: (r) => `var result = ${r};\n`, classes: [] },
  { wrap: (r) => `function run() {\n  return ${r};\n}\nvar result = run();\n`, classes: [] },
  { wrap: (r) => `const run = () => (${r});\nvar result = run();\n`, classes: [] },
  {
    wrap: (r) => `var result = ${r};\nlog.push("read " + String(result.frames) + " " + String(result.errors));\n`,
    classes: ["read-after"],
  },
  {
    wrap: (r) => `var result;\nif (ok) {\n  for (const x of [1]) {\n    {\n      result = ${r};\n    }\n  }\n}\n`,
    classes: ["deep-indent"],
  },
  { wrap: (r) => `var result;\nwith (scope) {\n  result = ${r};\n}\n`, classes: ["with"], sloppy: true },
  {
    wrap: (r) =>
      `var result = ${r};\nlog.push(String(Object.hasOwn(result, "frames")) + String(result.hasOwnProperty("errors")) + String(Reflect.get(result, "a")));\n`,
    classes: ["read-after", "reflected"],
  },
  {
    wrap: (r) => `var { frames: f0, ...rest0 } = ${r};\nvar result = rest0;\nlog.push(String(f0));\n`,
    classes: ["read-after", "reflected"],
  },
  {
    wrap: (r) =>
      `function run(a) {\n  return ${r.replace("{", '{ a, toolUseId: (arguments[0] = 9, "t"),')};\n}\nvar result = run(1);\n`,
    classes: ["sloppy-arguments"],
    sloppy: true,
  },
];

/** A whole program: the prelude, the literal at a site, in a line ending. */
export const program: fc.Arbitrary<Program> = fc
  .record({
    literal: resultLiteral(),
    site: fc.nat({ max: SITES.length - 1 }),
    eol: fc.constantFrom("\n", "\n", "\n", "\r\n", "\r"),
  })
  .map(({ literal, site, eol }) => {
    const at = SITES[site]!;
    let code = numberComments(
      `${PRELUDE}var ok = true;\n${at.wrap(literal.text)}blocks.push({ text: "pushed later" });\n`,
    );
    const classes = new Set<FuzzClass>([...literal.classes, ...at.classes]);
    if (/\/\/ c\d+\n\s*,/u.test(code)) classes.add("line-comment-before-comma");
    if (/:\s*(\/\*|\/\/)/u.test(code.slice(PRELUDE.length))) classes.add("comment-after-colon");
    if (/\/\* c\d+\n/u.test(code)) classes.add("block-comment-on-lines");
    if (eol === "\r") classes.add("cr-only");
    if (eol === "\r\n") classes.add("crlf");
    code = code.replace(/\n/gu, eol);
    return { code, classes, sloppy: at.sloppy === true };
  });

/** Gives every comment placeholder a unique text, so each comment can be found exactly once. */
export function numberComments(code: string): string {
  let n = 0;
  return code.replace(/\/\*@\n@\*\/|\/\*@\*\/|\/\/@/gu, (match) => {
    n++;
    if (match.startsWith("//")) return `// c${n}`;
    if (match.includes("\n")) return `/* c${n}\n   still c${n} */`;
    return `/* c${n} */`;
  });
}
