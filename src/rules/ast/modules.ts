/**
 * Which module export an expression names: `tool` after `import { tool } from "m"` (under any local
 * name), `s.tool` after `import * as s from "m"`, `const s = require("m")` or `const s = await
 * import("m")`, `tool` after `const { tool } = require("m")` (or `await import("m")`), and
 * `require("m").tool`. Syntax only: a value passed around under another name is not followed.
 */
import { isBuiltin } from "node:module";
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { definitionOf, unwrap } from "./scope.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

export interface ModuleExport {
  /** The module specifier as written (`@strands-agents/sdk`). */
  readonly module: string;
  /** The export's name (`default` for a default import, `*` for the namespace itself). */
  readonly name: string;
}

/** `require("m")`, `import("m")`, `await import("m")`: the module name, or undefined. */
function loadedModule(node: TSESTree.Node): string | undefined {
  let current = unwrap(node);
  if (current.type === AST_NODE_TYPES.AwaitExpression) current = unwrap(current.argument);
  if (current.type === AST_NODE_TYPES.ImportExpression) {
    return current.source.type === AST_NODE_TYPES.Literal && typeof current.source.value === "string"
      ? current.source.value
      : undefined;
  }
  if (
    current.type === AST_NODE_TYPES.CallExpression &&
    current.callee.type === AST_NODE_TYPES.Identifier &&
    current.callee.name === "require" &&
    current.arguments.length === 1
  ) {
    const argument = current.arguments[0];
    if (argument?.type === AST_NODE_TYPES.Literal && typeof argument.value === "string") return argument.value;
  }
  return undefined;
}

/** What an identifier is bound to, when it is bound to a module or one of its exports. */
function bindingOf(sourceCode: SourceCode, identifier: TSESTree.Identifier): ModuleExport | undefined {
  const def = definitionOf(sourceCode, identifier);
  if (!def) return undefined;
  if (def.type === "ImportBinding") {
    const declaration = def.parent;
    if (declaration?.type !== AST_NODE_TYPES.ImportDeclaration) return undefined;
    const module = declaration.source.value;
    const specifier = def.node;
    switch (specifier.type) {
      case AST_NODE_TYPES.ImportSpecifier:
        return {
          module,
          name:
            specifier.imported.type === AST_NODE_TYPES.Identifier ? specifier.imported.name : specifier.imported.value,
        };
      case AST_NODE_TYPES.ImportDefaultSpecifier:
        return { module, name: "default" };
      case AST_NODE_TYPES.ImportNamespaceSpecifier:
        return { module, name: "*" };
      default:
        return undefined;
    }
  }
  if (def.node.type !== AST_NODE_TYPES.VariableDeclarator || !def.node.init) {
    return undefined;
  }
  const module = loadedModule(def.node.init);
  if (module === undefined) return undefined;
  const id = def.node.id;
  if (id.type === AST_NODE_TYPES.Identifier) return { module, name: "*" };
  if (id.type !== AST_NODE_TYPES.ObjectPattern) return undefined;
  // `const { tool: t } = require("m")`.
  for (const property of id.properties) {
    if (property.type !== AST_NODE_TYPES.Property || property.computed) continue;
    if (property.value.type === AST_NODE_TYPES.Identifier && property.value.name === identifier.name) {
      return property.key.type === AST_NODE_TYPES.Identifier ? { module, name: property.key.name } : undefined;
    }
  }
  return undefined;
}

/** The module export an expression (an identifier, `ns.name`, `require("m").name`) names, or undefined. */
export function moduleExportOf(sourceCode: SourceCode, node: TSESTree.Node): ModuleExport | undefined {
  if (node.type === AST_NODE_TYPES.Identifier) return bindingOf(sourceCode, node);
  if (node.type !== AST_NODE_TYPES.MemberExpression || node.computed) return undefined;
  if (node.property.type !== AST_NODE_TYPES.Identifier) return undefined;
  const name = node.property.name;
  const object = node.object;
  const loaded = loadedModule(object);
  const module =
    object.type === AST_NODE_TYPES.Identifier
      ? bindingOf(sourceCode, object)
      : loaded !== undefined
        ? { module: loaded, name: "*" }
        : undefined;
  return module?.name === "*" ? { module: module.module, name } : undefined;
}

/** A type reference's name as a module export: `ToolResult`, `sdk.ToolResultBlockData` after `import * as sdk`. */
export function typeExportOf(sourceCode: SourceCode, name: TSESTree.EntityName): ModuleExport | undefined {
  if (name.type === AST_NODE_TYPES.Identifier) return moduleExportOf(sourceCode, name);
  if (name.type !== AST_NODE_TYPES.TSQualifiedName || name.left.type !== AST_NODE_TYPES.Identifier) return undefined;
  const namespace = moduleExportOf(sourceCode, name.left);
  return namespace?.name === "*" ? { module: namespace.module, name: name.right.name } : undefined;
}

/** Whether a module specifier names one of Node's own modules (`node:events`, `events`, `fs/promises`). */
export function isNodeModule(specifier: string): boolean {
  return specifier.startsWith("node:") || isBuiltin(specifier);
}

/**
 * The module a top-level statement loads before the file runs: an import or re-export (`import * as
 * self from "./tool.js"`, `export * from`), or TypeScript's `import self = require("./tool")` (also
 * `export import`), which compiles to a `require`.
 */
export function staticSpecifier(statement: TSESTree.ProgramStatement): string | undefined {
  switch (statement.type) {
    case AST_NODE_TYPES.ImportDeclaration:
    case AST_NODE_TYPES.ExportAllDeclaration:
    case AST_NODE_TYPES.ExportNamedDeclaration:
      return statement.source == null ? undefined : String(statement.source.value);
    case AST_NODE_TYPES.TSImportEqualsDeclaration: {
      const reference = statement.moduleReference;
      return reference.type === AST_NODE_TYPES.TSExternalModuleReference
        ? String(reference.expression.value)
        : undefined;
    }
    default:
      return undefined;
  }
}
