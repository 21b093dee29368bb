// Writes a corpus of N realistic agent-tool modules (TypeScript) for the lint benchmark.
//
// Every file is a tool the way people write them: an input interface, a JSON-schema spec, input
// validation, a try/catch around the work, log calls, HTTP-like and UI-state objects that also have a
// `status` key (which must not be taken for tool results), and tool results in several branches.
// Even-numbered files keep to the contract; odd-numbered files put telemetry beside `status` and
// `content` (extra keys, top-level spreads, or both), the way the contract's "WRONG" example does.
// Every violation is written so that the plugin's fix can move it (pure values), so one `--fix` run
// is expected to leave none.
//
// Output is deterministic for a given N (seeded PRNG), so runs on different machines lint the same text.
//
// Usage: node bench/corpus/generate-tools.mjs <dir> <N>
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { seededRandom } from "../lib/random.mjs";

/** Files per sub-directory, like packages of tools in a monorepo. */
const PER_DIR = 100;

const DOMAINS = [
  { noun: "teleop", title: "Teleoperation", unit: "frames", metrics: ["frames", "errors", "hzActual"], verb: "stream" },
  {
    noun: "camera",
    title: "Camera capture",
    unit: "images",
    metrics: ["images", "exposureMs", "gain"],
    verb: "capture",
  },
  { noun: "lidar", title: "Lidar scan", unit: "points", metrics: ["points", "droppedPackets", "rangeM"], verb: "scan" },
  { noun: "search", title: "Document search", unit: "hits", metrics: ["hits", "tookMs", "shards"], verb: "search" },
  { noun: "query", title: "Database query", unit: "rows", metrics: ["rows", "durationMs", "planCost"], verb: "query" },
  { noun: "fetch", title: "HTTP fetch", unit: "bytes", metrics: ["bytes", "statusCode", "redirects"], verb: "fetch" },
  { noun: "summary", title: "File summary", unit: "pages", metrics: ["pages", "tokens", "chunks"], verb: "summarize" },
  {
    noun: "gripper",
    title: "Gripper control",
    unit: "grasps",
    metrics: ["grasps", "forceN", "attempts"],
    verb: "grasp",
  },
  {
    noun: "navigation",
    title: "Navigation",
    unit: "waypoints",
    metrics: ["waypoints", "distanceM", "replans"],
    verb: "navigate",
  },
  {
    noun: "weather",
    title: "Weather lookup",
    unit: "readings",
    metrics: ["readings", "tempC", "windKph"],
    verb: "lookup",
  },
  {
    noun: "rollout",
    title: "Policy rollout",
    unit: "episodes",
    metrics: ["episodes", "successRate", "steps"],
    verb: "rollout",
  },
  {
    noun: "calendar",
    title: "Calendar sync",
    unit: "events",
    metrics: ["events", "conflicts", "calendars"],
    verb: "sync",
  },
];

const ADJECTIVES = [
  "fast",
  "safe",
  "remote",
  "batch",
  "local",
  "cached",
  "live",
  "dry",
  "bulk",
  "edge",
  "arm",
  "fleet",
];

const cap = (s) => s[0].toUpperCase() + s.slice(1);
const pad = (i) => String(i).padStart(5, "0");

const TYPES = `// Shared types of the generated tool corpus.
export type ToolStatus = "success" | "error" | "degraded";

export type ContentBlock =
  | { text: string }
  | { json: unknown }
  | { image: { format: "png" | "jpeg" | "gif" | "webp"; source: { bytes: Uint8Array } } };

export interface ToolResult {
  status: ToolStatus;
  content: ContentBlock[];
  toolUseId?: string;
}

export interface ToolContext {
  toolUseId: string;
  signal: AbortSignal;
  log(entry: { level: "debug" | "info" | "warn" | "error"; msg: string; [key: string]: unknown }): void;
  now(): number;
}

export interface ToolSpec {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

export interface HttpResponse {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

export abstract class BaseTool<I> {
  abstract readonly spec: ToolSpec;
  abstract invoke(input: I, ctx: ToolContext): Promise<ToolResult>;
}

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
`;

/** One tool module. `valid` selects the contract-keeping variant. */
function toolModule(index, valid, rand) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const d = DOMAINS[index % DOMAINS.length];
  const adj = pick(ADJECTIVES);
  const base = `${adj}${cap(d.noun)}`;
  const Type = cap(base);
  const [m0, m1, m2] = d.metrics;
  const limit = 10 + Math.floor(rand() * 990);
  const style = index % 3; // 0: function tool, 1: class tool, 2: helpers building results
  // How the invalid variant breaks the contract.
  const breakage = (index >> 1) % 3; // 0: extra keys, 1: top-level spread, 2: both
  const typesImport = "../types.js";
  const lines = [];
  const w = (s = "") => lines.push(s);

  w(`/**`);
  w(` * ${d.title} tool (${adj}): ${d.verb} ${d.unit} for an agent and report what happened.`);
  w(` * Generated for the lint benchmark; file ${index}.`);
  w(` */`);
  w(
    `import type { ${style === 1 ? "ToolContext, ToolResult, ToolSpec" : "ToolContext, ToolResult, ToolSpec, HttpResponse"} } from "${typesImport}";`,
  );
  w(`import { ${style === 1 ? "BaseTool, describeError" : "describeError"} } from "${typesImport}";`);
  w();
  w(`export interface ${Type}Input {`);
  w(`  target: string;`);
  w(`  limit?: number;`);
  w(`  dryRun?: boolean;`);
  w(`}`);
  w();
  w(`interface ${Type}Stats {`);
  w(`  ${m0}: number;`);
  w(`  ${m1}: number;`);
  w(`  ${m2}: number;`);
  w(`}`);
  w();
  w(`const MAX_${d.unit.toUpperCase()} = ${limit};`);
  w();
  w(`export const ${base}Spec: ToolSpec = {`);
  w(`  name: "${adj}_${d.noun}",`);
  w(`  description: "${d.title}: ${d.verb} up to ${limit} ${d.unit} from a target.",`);
  w(`  inputSchema: {`);
  w(`    type: "object",`);
  w(`    properties: {`);
  w(`      target: { type: "string", description: "What to ${d.verb}." },`);
  w(`      limit: { type: "integer", minimum: 1, maximum: MAX_${d.unit.toUpperCase()} },`);
  w(`      dryRun: { type: "boolean", default: false },`);
  w(`    },`);
  w(`    required: ["target"],`);
  w(`  },`);
  w(`};`);
  w();
  if (style !== 1) {
    w(`async function call${Type}Api(target: string, limit: number): Promise<HttpResponse> {`);
    w(`  const started = Date.now();`);
    w(
      `  const items = Array.from({ length: Math.min(limit, ${1 + (index % 7)}) }, (_, i) => ({ id: \`\${target}-\${i}\`, score: i / limit }));`,
    );
    w(
      `  return { status: items.length > 0 ? 200 : 404, body: { items, tookMs: Date.now() - started }, headers: { "content-type": "application/json" } };`,
    );
    w(`}`);
    w();
  }
  w(`function measure(raw: unknown[], elapsedMs: number): ${Type}Stats {`);
  w(`  const ${m0} = raw.length;`);
  w(`  return { ${m0}, ${m1}: Math.round(elapsedMs), ${m2}: ${m0} === 0 ? 0 : elapsedMs / ${m0} };`);
  w(`}`);
  w();

  // The bodies of the three result kinds, valid or not.
  const summary = `\`${d.title} completed: \${stats.${m0}} ${d.unit} in \${stats.${m1}} ms.\``;
  const successValid = [`{`, `  status: "success",`, `  content: [{ text: ${summary} }, { json: stats }],`, `}`];
  const successInvalid =
    breakage === 0
      ? [
          `{`,
          `  status: "success",`,
          `  content: [{ text: ${summary} }],`,
          `  ${m0}: stats.${m0},`,
          `  ${m1}: stats.${m1},`,
          `  ${m2}: stats.${m2},`,
          `}`,
        ]
      : breakage === 1
        ? [`{`, `  status: "success",`, `  content: [{ text: ${summary} }],`, `  ...stats,`, `}`]
        : [
            `{`,
            `  status: "success",`,
            `  content: [{ text: ${summary} }],`,
            `  ...stats,`,
            `  target: input.target,`,
            `}`,
          ];
  const degraded = valid
    ? [
        `{`,
        `  status: "degraded",`,
        `  content: [{ text: \`Partial ${d.verb}: \${failures} of \${total} failed.\` }, { json: { failures, total } }],`,
        `}`,
      ]
    : [
        `{`,
        `  status: "degraded",`,
        `  content: [{ text: \`Partial ${d.verb}: \${failures} of \${total} failed.\` }],`,
        `  failures,`,
        `}`,
      ];
  const failure = valid
    ? [`{ status: "error", content: [{ text: \`${d.title} failed: \${describeError(error)}\` }] }`]
    : [`{ status: "error", content: [{ text: "${d.title} failed." }], reason: message }`];
  const success = valid ? successValid : successInvalid;
  const indent = (block, by) => block.map((l, i) => (i === 0 ? l : " ".repeat(by) + l));
  const returnType = valid ? ": Promise<ToolResult>" : "";

  const body = (ind) => {
    const s = " ".repeat(ind);
    const out = [];
    out.push(`${s}if (input.target.trim() === "") {`);
    out.push(`${s}  return { status: "error", content: [{ text: "target must be a non-empty string" }] };`);
    out.push(`${s}}`);
    out.push(`${s}const limit = Math.min(input.limit ?? MAX_${d.unit.toUpperCase()}, MAX_${d.unit.toUpperCase()});`);
    out.push(`${s}ctx.log({ level: "info", msg: "${d.verb} started", target: input.target, limit });`);
    out.push(`${s}const started = ctx.now();`);
    out.push(`${s}try {`);
    if (style === 1) {
      out.push(`${s}  const raw = input.dryRun ? [] : await this.backend.${d.verb}(input.target, limit);`);
    } else {
      out.push(
        `${s}  const response = input.dryRun ? { status: 204, body: { items: [] }, headers: {} } : await call${Type}Api(input.target, limit);`,
      );
      out.push(`${s}  if (response.status >= 400) {`);
      out.push(`${s}    ctx.log({ level: "warn", msg: "backend refused", code: response.status });`);
      out.push(`${s}    return { status: "error", content: [{ text: \`Backend answered \${response.status}.\` }] };`);
      out.push(`${s}  }`);
      out.push(`${s}  const raw = (response.body as { items: unknown[] }).items;`);
    }
    out.push(`${s}  const stats = measure(raw, ctx.now() - started);`);
    out.push(`${s}  const failures = raw.filter((item) => item === null).length;`);
    out.push(`${s}  const total = raw.length;`);
    out.push(`${s}  if (failures > 0) {`);
    out.push(`${s}    return ${indent(degraded, ind + 4).join("\n")};`);
    out.push(`${s}  }`);
    if (style === 2) {
      out.push(`${s}  return done(stats, input);`);
    } else {
      out.push(`${s}  return ${indent(success, ind + 2).join("\n")};`);
    }
    out.push(`${s}} catch (error) {`);
    out.push(`${s}  const message = describeError(error);`);
    out.push(`${s}  ctx.log({ level: "error", msg: message });`);
    out.push(`${s}  return ${indent(failure, ind + 2).join("\n")};`);
    out.push(`${s}}`);
    return out;
  };

  if (style === 1) {
    w(`export interface ${Type}Backend {`);
    w(`  ${d.verb}(target: string, limit: number): Promise<unknown[]>;`);
    w(`}`);
    w();
    w(`export class ${Type}Tool extends BaseTool<${Type}Input> {`);
    w(`  readonly spec = ${base}Spec;`);
    w(`  private state = { status: "idle" as "idle" | "busy", progress: 0 };`);
    w();
    w(`  constructor(private readonly backend: ${Type}Backend) {`);
    w(`    super();`);
    w(`  }`);
    w();
    w(`  async invoke(input: ${Type}Input, ctx: ToolContext)${valid ? ": Promise<ToolResult>" : ": Promise<any>"} {`);
    w(`    this.state = { status: "busy", progress: 0 };`);
    for (const l of body(4)) w(l);
    w(`  }`);
    w(`}`);
  } else {
    if (style === 2) {
      w(`function done(stats: ${Type}Stats, input: ${Type}Input)${valid ? ": ToolResult" : ""} {`);
      w(`  return ${indent(success, 2).join("\n")};`);
      w(`}`);
      w();
    }
    w(`export async function ${base}(input: ${Type}Input, ctx: ToolContext)${returnType} {`);
    for (const l of body(2)) w(l);
    w(`}`);
  }
  w();
  return lines.join("\n");
}

/** Writes the corpus (N tool modules and one shared types module); returns the files and lines written. */
export function generateTools(dir, n) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, "tsconfig.json"),
    `${JSON.stringify(
      {
        compilerOptions: {
          strict: true,
          target: "ES2022",
          module: "ESNext",
          moduleResolution: "bundler",
          lib: ["ES2022", "DOM"],
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        include: ["**/*.ts"],
      },
      null,
      2,
    )}\n`,
  );
  writeFileSync(path.join(dir, "types.ts"), TYPES);
  let lines = TYPES.split("\n").length - 1;
  const rand = seededRandom(0x7001 + n);
  for (let i = 0; i < n; i++) {
    const sub = path.join(dir, `pkg-${String(Math.floor(i / PER_DIR)).padStart(3, "0")}`);
    if (i % PER_DIR === 0) mkdirSync(sub, { recursive: true });
    const text = toolModule(i, i % 2 === 0, rand);
    lines += text.split("\n").length - 1;
    writeFileSync(path.join(sub, `tool-${pad(i)}.ts`), text);
  }
  return { files: n + 1, lines };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dir, n] = process.argv.slice(2);
  if (!dir || !n || !/^\d+$/u.test(n)) {
    console.error("usage: node bench/corpus/generate-tools.mjs <dir> <N>");
    process.exit(2);
  }
  console.log(generateTools(path.resolve(dir), Number(n)));
}
