// The types each tool API declares (src/frameworks/, `declaredTypes`), read from the installed packages'
// own declarations with the TypeScript checker: each one is exported under its name, is declared in the
// package that `packages` names, and is what typed mode will see of it (a name, or for an inferred type
// its properties). The callbacks' declared return types that the adapters' comments cite are pinned
// here too: fastmcp's `execute` union holds `ContentResult`; the Claude Agent SDK's handler returns the MCP
// SDK's `CallToolResult`; mcp-framework's `execute` returns `Promise<unknown>` (so it declares none).
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { DECLARED_TYPES, type DeclaredTypeOf } from "../../src/frameworks/index.js";
import { packageOf } from "../../src/rules/types/package-of.js";

const root = path.resolve(import.meta.dirname, "../..");
/** The virtual file the checker reads, placed in the fixture folder so that packages resolve from the repository. */
const file = path.join(root, "tests/fixtures/typed/declared-types-probe.ts");
const runtimeEntry = path.join(root, "src/runtime/index.js");

/** Where a declared type is imported from: its first package (this package's runtime from its source). */
function importOf(declared: DeclaredTypeOf): string {
  const pkg = declared.packages[0] as string;
  if (pkg === "eslint-plugin-tool-result") return runtimeEntry;
  return pkg === "@modelcontextprotocol/sdk" ? "@modelcontextprotocol/sdk/types.js" : pkg;
}

const probes = DECLARED_TYPES.map((declared, i) => ({ declared, alias: `T${i}` }));
const text = [
  ...probes.map(
    ({ declared, alias }) => `import type { ${declared.type.name} as ${alias} } from "${importOf(declared)}";`,
  ),
  ...probes.map(({ alias }) => `export declare const v${alias}: ${alias};`),
  `import type { Tool } from "fastmcp";`,
  `import type { tool } from "@anthropic-ai/claude-agent-sdk";`,
  `import type { MCPTool } from "mcp-framework";`,
  `export declare const fastmcpExecute: Awaited<ReturnType<Tool<undefined>["execute"]>>;`,
  `export declare const claudeHandler: Awaited<ReturnType<Parameters<typeof tool>[3]>>;`,
  `export declare const mcpFrameworkExecute: ReturnType<MCPTool["execute"]>;`,
].join("\n");

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: [],
};
const host = ts.createCompilerHost(options);
const readFile = host.readFile.bind(host);
const getSourceFile = host.getSourceFile.bind(host);
host.readFile = (name) => (name === file ? text : readFile(name));
host.fileExists = (
  (exists) => (name: string) =>
    name === file || exists(name)
)(host.fileExists.bind(host));
host.getSourceFile = (name, language, ...rest) =>
  name === file ? ts.createSourceFile(name, text, language) : getSourceFile(name, language, ...rest);
const program = ts.createProgram([file], options, host);
const checker = program.getTypeChecker();
const source = program.getSourceFile(file) as ts.SourceFile;

/** The type of the probe's `export declare const <name>`. */
function typeOf(name: string): ts.Type {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (declaration.name.getText(source) === name) return checker.getTypeAtLocation(declaration.name);
    }
  }
  throw new Error(`no ${name} in the probe`);
}

/** The packages of the files that declare the type's symbols (its alias and its own). */
function declaringPackages(type: ts.Type): (string | undefined)[] {
  return [type.aliasSymbol, type.getSymbol()]
    .flatMap((symbol) => symbol?.declarations ?? [])
    .map((d) => packageOf(d.getSourceFile().fileName));
}

const names = (type: ts.Type) => [type.aliasSymbol?.getName(), type.getSymbol()?.getName()];

describe("declared types in the installed packages", () => {
  it("resolves every import of the probe", () => {
    const errors = ts
      .getPreEmitDiagnostics(program, source)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, " "));
    expect(errors).toEqual([]);
  });

  for (const { declared, alias } of probes) {
    const { api, type } = declared;
    it(`${api.name}: ${type.name} of ${declared.packages.join(", ")}`, () => {
      const t = typeOf(`v${alias}`);
      expect(t.flags & ts.TypeFlags.Any).toBe(0);
      const properties = t.getProperties().map((p) => p.getName());
      if (type.is.kind === "output") {
        // Zod infers it: the checker keeps neither its name nor its package, so only the import finds it.
        expect(names(t)).not.toContain(type.name);
        expect(declaringPackages(t)).toEqual(["zod"]);
        const tag = api.returns.kind === "data" ? api.returns.outputs : undefined;
        const tagType = tag && checker.getTypeOfSymbol(t.getProperty(tag.tag) as ts.Symbol);
        expect(tagType?.isStringLiteral() && Object.hasOwn(tag?.kinds ?? {}, tagType.value)).toBe(true);
        return;
      }
      expect(properties).toContain("content");
      if (type.properties) {
        // Inferred from a zod schema: an anonymous type with every listed property, declared in the package.
        expect(names(t)).not.toContain(type.name);
        for (const property of type.properties) expect(properties).toContain(property);
      } else {
        expect(names(t)).toContain(type.name);
      }
      expect(declaringPackages(t).some((p) => p !== undefined && declared.packages.includes(p))).toBe(true);
    });
  }

  it("fastmcp: execute is declared to return a union that holds ContentResult", () => {
    const parts = typeOf("fastmcpExecute");
    expect(parts.isUnion()).toBe(true);
    const named = (parts as ts.UnionType).types.map((t) => t.aliasSymbol?.getName()).filter(Boolean);
    expect(named).toEqual(
      expect.arrayContaining(["ContentResult", "TextContent", "ImageContent", "AudioContent", "ResourceContent"]),
    );
  });

  it("Claude Agent SDK: a handler is declared to return the MCP SDK's CallToolResult", () => {
    const t = typeOf("claudeHandler");
    expect(declaringPackages(t)).toContain("@modelcontextprotocol/sdk");
    expect(t.getProperties().map((p) => p.getName())).toEqual(
      expect.arrayContaining(["content", "structuredContent", "isError"]),
    );
  });

  it("mcp-framework: execute is declared to return Promise<unknown>, so it declares no result type", () => {
    expect(checker.typeToString(typeOf("mcpFrameworkExecute"))).toBe("Promise<unknown>");
    expect(DECLARED_TYPES.filter((d) => d.api.name === "mcp-framework")).toEqual([]);
  });
});
