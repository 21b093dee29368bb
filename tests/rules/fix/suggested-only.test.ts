/**
 * Named regression tests from a second outside red-team run: inputs where `--fix` once changed a value,
 * an order of effects or a type-check. Each must now get no fix (the file is unchanged by `--fix`), and
 * a suggestion instead.
 */
import tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import plugin from "../../../src/index.js";

const R = `{ status: "success", content: [{ text: "ok" }], frames: 512 }`;
const TS_HEAD = `type JSONValue = string | number | boolean | null | JSONValue[] | { [key: string]: JSONValue };
interface ToolResult { status: "success" | "error"; content: ({ text: string } | { json: JSONValue })[] }
declare function sink(r: ToolResult): void;
`;

const cases: readonly { readonly name: string; readonly filename: string; readonly code: string }[] = [
  // A spread whose object gains a status before it is spread: a failure would read as a success.
  ...[
    ["a tagged template returns the object", "const alias = extra.valueOf``;\nalias.status = 'error';"],
    ["a destructuring assignment writes into it", "[extra.status] = ['error'];"],
    ["a for-of loop writes into it", "for (extra.status of ['error']);"],
    ["eval may write anything", "eval(\"extra.status = 'error'\");"],
  ].map(([name, uses]) => ({
    name: `spread: ${name}`,
    filename: "tool.js",
    code: `function tool() {\n  const extra = { k: 1 };\n  ${uses}\n  return { status: "success", content: [{ text: "ok" }], ...extra };\n}\n`,
  })),
  {
    name: "spread: a getter of the object itself writes it when read",
    filename: "tool.js",
    code: `function tool() {\n  const extra = { get k() { this.status = "error"; return 1; } };\n  extra.k;\n  return { status: "success", content: [{ text: "ok" }], ...extra };\n}\n`,
  },
  {
    name: "spread: a module-level const written later in a function called twice",
    filename: "tool.js",
    code: `const extra = { k: 1 };\nfunction tool() {\n  const r = { status: "success", content: [{ text: "ok" }], ...extra };\n  extra.status = "error";\n  return r;\n}\n`,
  },
  // Reads of the moved key the fix once missed.
  {
    name: "read: a function called where it is written",
    filename: "tool.js",
    code: `const n = (() => (${R}))().frames;\n`,
  },
  {
    name: "read: held in an object literal",
    filename: "tool.js",
    code: `const r = ${R};\nconst box = { r };\nuse(box.r.frames);\n`,
  },
  {
    name: "read: Object.freeze returns it",
    filename: "tool.js",
    code: `const r = ${R};\nuse(Object.freeze(r).frames);\n`,
  },
  { name: "read: stored in a property", filename: "tool.js", code: `const o = {};\no.r = ${R};\nuse(o.r.frames);\n` },
  {
    name: "read: the content, which gets one more block (JavaScript too)",
    filename: "tool.js",
    code: `const r = ${R};\nuse(r.content.map((b) => b.text).join("|"));\n`,
  },
  // Reads through calls the fix once did not follow: a method, an alias, `.call`, a generator, a promise.
  ...[
    ["a class method", `class T {\n  run() {\n    return ${R};\n  }\n}\nuse(new T().run().frames);`],
    ["a method of an object literal", `const t = {\n  run() {\n    return ${R};\n  },\n};\nuse(t.run().frames);`],
    ["a getter", `const t = {\n  get result() {\n    return ${R};\n  },\n};\nuse(t.result.frames);`],
    ["a function stored in a property", `const o = {};\no.run = () => (${R});\nuse(o["run"]().frames);`],
    [
      "a function called through a copy of its name",
      `function tool() {\n  return ${R};\n}\nconst t = tool;\nuse(t().frames);`,
    ],
    ["a function called through .call", `function tool() {\n  return ${R};\n}\nuse(tool.call(null).frames);`],
    [
      "a method called through .apply",
      `const t = {\n  run() {\n    return ${R};\n  },\n};\nuse(t.run.apply(t, []).frames);`,
    ],
    ["a bound function", `function tool() {\n  return ${R};\n}\nconst bound = tool.bind(null);\nuse(bound().frames);`],
    ["a generator's yield", `function* tool() {\n  yield ${R};\n}\nuse(tool().next().value.frames);`],
    ["a generator's return", `function* tool() {\n  return ${R};\n}\nfor (const r of tool()) use(r);`],
    ["a promise's callback", `async function tool() {\n  return ${R};\n}\ntool().then((r) => use(r.frames));`],
    [
      "a promise's callback that destructures",
      `async function tool() {\n  return ${R};\n}\ntool().then(({ frames }) => use(frames));`,
    ],
  ].map(([name, code]) => ({ name: `read: ${name}`, filename: "tool.js", code: `${code}\n` })),
  // Uses the fix once took for no read: each may read the moved key (a third red-team run).
  ...[
    [
      "a call's value held in an object",
      `function tool() {\n  return ${R};\n}\nconst box = { r: tool() };\nuse(box.r.frames);`,
    ],
    [
      "a method called by a computed name",
      `const t = {\n  run() {\n    return ${R};\n  },\n};\nconst k = "run";\nuse(t[k]().frames);`,
    ],
    [
      "a method taken by destructuring",
      `const t = {\n  run() {\n    return ${R};\n  },\n};\nconst { run } = t;\nuse(run().frames);`,
    ],
    ["a function passed to map", `function tool() {\n  return ${R};\n}\nuse([1].map(tool)[0].frames);`],
    ["a function held in an array", `function tool() {\n  return ${R};\n}\nconst fns = [tool];\nuse(fns[0]().frames);`],
    ["a closure a factory returns", `function make() {\n  return () => (${R});\n}\nuse(make()().frames);`],
    ["a constructor that returns it", `class T {\n  constructor() {\n    return ${R};\n  }\n}\nuse(new T().frames);`],
    ["a function called as a tag", `function tool() {\n  return ${R};\n}\nuse(tool\`\`.frames);`],
    ["a function called with new", `function tool() {\n  return ${R};\n}\nuse(new tool().frames);`],
    [
      "a function called through Reflect.apply",
      `function tool() {\n  return ${R};\n}\nuse(Reflect.apply(tool, null, []).frames);`,
    ],
    ["a copy of a copy of a copy", `const a = ${R};\nconst b = a;\nconst c = b;\nconst d = c;\nuse(d.frames);`],
    [
      "a call through two helpers",
      `function tool() {\n  return ${R};\n}\nfunction a() {\n  return tool();\n}\nfunction b() {\n  return a();\n}\nuse(b().frames);`,
    ],
    [
      "a promise after .catch",
      `async function tool() {\n  return ${R};\n}\ntool().catch(() => null).then((r) => use(r.frames));`,
    ],
    [
      "a promise after .finally",
      `async function tool() {\n  return ${R};\n}\ntool().finally(() => {}).then((r) => use(r.frames));`,
    ],
    [
      "a promise's named callback",
      `async function tool() {\n  return ${R};\n}\nfunction show(r) {\n  use(r.frames);\n}\ntool().then(show);`,
    ],
    [
      "a promise's callback with a rest parameter",
      `async function tool() {\n  return ${R};\n}\ntool().then((...args) => use(args[0].frames));`,
    ],
    [
      "a promise's .then without a callback",
      `async function tool() {\n  return ${R};\n}\ntool().then(undefined, () => null).then((r) => use(r.frames));`,
    ],
    ["a default value", `function tool() {\n  return ${R};\n}\nconst { r = tool() } = {};\nuse(r.frames);`],
    ["a thrown result", `function tool() {\n  throw ${R};\n}\ntry {\n  tool();\n} catch (e) {\n  use(e.frames);\n}`],
    ["a result thrown where it is built", `try {\n  throw ${R};\n} catch (e) {\n  use(e.frames);\n}`],
    ["direct eval", `const r = ${R};\nuse(eval("r.frames"));`],
    ["eval named in a string", `var r = ${R};\nuse(globalThis["eval"]("r.frames"));`],
    [
      "a Worker that runs a string",
      `export const r = ${R};\nnew Worker("import('./tool.jsx').then((m) => m.r.frames)", { eval: true });`,
    ],
    ["a Worker with options the code does not show", `export const r = ${R};\nnew Worker(source, options);`],
    ["props spread into JSX", `const r = ${R};\nuse(<Panel {...r} />);`],
    ["pushed to an array", `const rs = [];\nrs.push(${R});\nuse(rs[0].frames);`],
    ["stored in a Map", `const m = new Map();\nm.set("a", ${R});\nuse(m.get("a").frames);`],
    ["given to a Set", `const s = new Set([${R}]);\nfor (const r of s) use(r.frames);`],
    [
      "given to Promise.all",
      `async function tool() {\n  return ${R};\n}\nPromise.all([tool()]).then(([r]) => use(r.frames));`,
    ],
    ["given to Object.setPrototypeOf", `const o = Object.setPrototypeOf({}, ${R});\nuse(o.frames);`],
    ["a function of the file it is passed to", `function show(r) {\n  use(r.frames);\n}\nshow(${R});`],
  ].map(([name, code]) => ({ name: `read: ${name}`, filename: "tool.jsx", code: `${code}\n` })),
  // A key the language itself reads: moving it changes what await, String() or JSON.stringify do.
  ...["then", "toString", "valueOf", "toJSON", "toLocaleString"].map((key) => ({
    name: `protocol key: ${key}`,
    filename: "tool.js",
    code: `export function tool() {\n  return { status: "success", content: [{ text: "ok" }], ${key}: 1 };\n}\n`,
  })),
  // A declared type that has the moved key types the literal through a conditional or a default.
  ...[
    [
      "a conditional's branch",
      `export function tool(ok: boolean) {\n  const r: Framed = ok ? ${R} : { status: "error", content: [{ text: "no" }] };\n  return r;\n}`,
    ],
    ["a parameter's default", `export function tool(r: Framed = ${R}) {\n  return r;\n}`],
  ].map(([name, code]) => ({
    name: `type: a declared type with the key, through ${name}`,
    filename: "tool.ts",
    code: `${TS_HEAD}interface Framed extends ToolResult { frames?: number }\n${code}\n`,
  })),
  {
    name: "type: a type taken with typeof from the function",
    filename: "tool.ts",
    code: `${TS_HEAD}function tool() {\n  return { status: "success" as const, content: [{ text: "ok" }], frames: 512 };\n}\ndeclare const r: ReturnType<typeof tool>;\nexport const n = r.frames;\n`,
  },
  {
    // The members merge into the json block the content has: code reading that block sees more keys.
    name: "read: the keys of the json block the members go into",
    filename: "tool.js",
    code: `const r = { status: "success", content: [{ text: "ok" }, { json: { a: 1 } }], frames: 512 };\nuse(Object.keys(r.content[1].json).length);\n`,
  },
  // A moved value whose evaluation throws, crossing an assignment the content makes.
  ...[
    ["an assignment to a const", "const c = 0;", "(c = 1)"],
    ["an assignment to a let not yet declared", "", "(later = 1)"],
  ].map(([name, head, value]) => ({
    name: `order: ${name}`,
    filename: "tool.js",
    code: `function tool() {\n  let x = 0;\n  ${head}\n  return { status: "success", frames: ${value}, content: [{ text: (x = 1, "t") }] };\n  let later;\n}\n`,
  })),
  {
    // In a cycle of modules, `other.js` may not have run yet: reading `late` throws, after or before `x = 1`.
    name: "order: an import read while the module runs, before an assignment in the content",
    filename: "tool.js",
    code: `import { late } from "./other.js";\nlet x = 0;\ntry {\n  use({ status: "success", frames: late, content: [{ text: ((x = 1), "t") }] });\n} catch {}\n`,
  },
  {
    name: "order: a parameter read in the default of one before it",
    filename: "tool.js",
    code: `let x = 0;\nfunction tool(r = { status: "success", frames: b, content: [{ text: (x = 1, "t") }] }, b = 1) {\n  return r;\n}\n`,
  },
  // Values the syntax took as JSON that TypeScript does not.
  {
    name: "type: a const that starts as [] takes the type of what is pushed later",
    filename: "tool.ts",
    code: `${TS_HEAD}function tool() {\n  const tags = [];\n  tags.push(new Date());\n  return { status: "success" as const, content: [{ text: "ok" }], tags };\n}\nsink(tool());\n`,
  },
  {
    name: "type: a destructured parameter's default does not give its type",
    filename: "tool.ts",
    code: `${TS_HEAD}function tool({ when = 0 }: { when?: number | Date }) {\n  return { status: "success" as const, content: [{ text: "ok" }], when };\n}\nsink(tool({}));\n`,
  },
  {
    name: "type: a namespace may merge declarations the scopes do not join",
    filename: "tool.ts",
    code: `${TS_HEAD}type Target = string;\nnamespace A { export type Target = Date; }\nnamespace A {\n  export function tool(target: Target) {\n    return { status: "success" as const, content: [{ text: "ok" }], target };\n  }\n}\nsink(A.tool(new Date()));\n`,
  },
  {
    name: "type: declare global may give Math another overload",
    filename: "tool.ts",
    code: `${TS_HEAD}declare global { interface Math { round(x: string): Date } }\nfunction tool() {\n  return { status: "success" as const, content: [{ text: "ok" }], when: Math.round("1") };\n}\nsink(tool());\nexport {};\n`,
  },
  {
    name: "type: in JavaScript under @ts-check a JSDoc comment may type a name",
    filename: "tool.js",
    code: `// @ts-check\n/** @type {number | Date} */\nconst when = 0;\nfunction tool() {\n  return { status: "success", content: [{ text: "ok" }], when };\n}\n`,
  },
];

/** Calls like those above whose values read no moved key: the move stays a fix. */
const stillFixed: readonly { readonly name: string; readonly code: string }[] = [
  {
    name: "a class method whose calls read other keys",
    code: `class T {\n  run() {\n    return ${R};\n  }\n}\nuse(new T().run().status);\n`,
  },
  { name: "a generator that no code of the file calls", code: `export function* tool() {\n  yield ${R};\n}\n` },
  {
    name: "a promise's callback that reads other keys",
    code: `async function tool() {\n  return ${R};\n}\ntool().then((r) => use(r.status));\n`,
  },
  {
    name: "a method of another name read at the key",
    code: `const t = {\n  run() {\n    return ${R};\n  },\n};\nuse(t.other().frames);\n`,
  },
  {
    name: "a function of the file it is passed to that reads other keys",
    code: `function show(r) {\n  use(r.status);\n}\nshow(${R});\n`,
  },
  {
    name: "results pushed to an exported array no code of the file reads",
    code: `const rs = [];\nrs.push(${R});\nrs.push(${R});\nexport default rs;\n`,
  },
  {
    name: "functions listed in an exported array no code of the file reads",
    code: `function tool() {\n  return ${R};\n}\nexport const tools = [tool];\n`,
  },
  {
    name: "a callback passed to a function the file does not show, through one of its own",
    code: `function register(name, handler) {\n  server.tool(name, handler);\n}\nregister("t", async () => (${R}));\n`,
  },
  {
    name: "a method of a tool object handed to a framework",
    code: `server.addTool({\n  name: "t",\n  async execute() {\n    return ${R};\n  },\n});\n`,
  },
  {
    // By design: a function of another module or a global is not followed.
    name: "a result held in a message object passed to a function the file does not declare",
    code: `function tool() {\n  return ${R};\n}\nsend({ id: 1, result: tool() });\n`,
  },
  {
    name: "a result held in a message object exported",
    code: `function tool() {\n  return ${R};\n}\nexport const message = { id: 1, result: tool() };\n`,
  },
  {
    name: "a map of results exported and not read here",
    code: `export const rs = ["a"].map((t) => ({ status: "success", content: [{ text: t }], frames: 512 }));\n`,
  },
];

describe("inputs that get a suggestion and no fix", () => {
  it.each(cases)("$name", ({ filename, code }) => {
    const linter = new Linter({ configType: "flat" });
    const config: Linter.Config[] = [
      {
        files: ["**/*.ts", "**/*.js", "**/*.jsx"],
        languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
        plugins: { "tool-result": plugin },
        rules: plugin.configs.recommended.rules,
      },
    ];
    const result = linter.verifyAndFix(code, config, { filename });
    expect(result.output).toBe(code);
    expect(result.messages.some((m) => (m.suggestions?.length ?? 0) > 0)).toBe(true);
  });

  it.each(stillFixed)("still a fix: $name", ({ code }) => {
    const linter = new Linter({ configType: "flat" });
    const result = linter.verifyAndFix(
      code,
      [{ plugins: { "tool-result": plugin }, rules: plugin.configs.recommended.rules }],
      {
        filename: "tool.js",
      },
    );
    expect(result.output).toContain("{ json: { frames: 512 } }");
    expect(result.messages).toEqual([]);
  });
});
