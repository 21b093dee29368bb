/**
 * Which module export an expression names: `tool` after `import { tool } from "m"` (under any local
 * name), `s.tool` after `import * as s from "m"` or `const s = require("m")`, `tool` after
 * `const { tool } = require("m")`, and `require("m").tool`. Syntax only: a value passed around under
 * another name is not followed.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";

type SourceCode = Readonly<TSESLint.SourceCode>;

export interface ModuleExport {
  /** The module specifier as written (`@strands-agents/sdk`). */
  readonly module: string;
  /** The export's name (`default` for a default import, `*` for the namespace itself). */
  readonly name: string;
}

function variableOf(sourceCode: SourceCode, identifier: TSESTree.Identifier): TSESLint.Scope.Variable | undefined {
  let scope: TSESLint.Scope.Scope | null;
  try {
    scope = sourceCode.getScope(identifier);
  } catch {
    return undefined;
  }
  for (let current: TSESLint.Scope.Scope | null = scope; current; current = current.upper) {
    const variable = current.set.get(identifier.name);
    if (variable) return variable;
  }
  return undefined;
}

/** `require("m")`: the module name, or undefined. */
function requiredModule(node: TSESTree.Node): string | undefined {
  if (
    node.type === AST_NODE_TYPES.CallExpression &&
    node.callee.type === AST_NODE_TYPES.Identifier &&
    node.callee.name === "require" &&
    node.arguments.length === 1
  ) {
    const argument = node.arguments[0];
    if (argument?.type === AST_NODE_TYPES.Literal && typeof argument.value === "string") return argument.value;
  }
  return undefined;
}

/** The one definition of the variable an identifier refers to (undefined when there are several or none). */
export function definitionOf(
  sourceCode: SourceCode,
  identifier: TSESTree.Identifier,
): TSESLint.Scope.Definition | undefined {
  const variable = variableOf(sourceCode, identifier);
  return variable?.defs.length === 1 ? variable.defs[0] : undefined;
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
  if (def.type !== "Variable" || def.node.type !== AST_NODE_TYPES.VariableDeclarator || !def.node.init)
    return undefined;
  const module = requiredModule(def.node.init);
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
  const module =
    object.type === AST_NODE_TYPES.Identifier
      ? bindingOf(sourceCode, object)
      : requiredModule(object) !== undefined
        ? { module: requiredModule(object) as string, name: "*" }
        : undefined;
  return module?.name === "*" ? { module: module.module, name } : undefined;
}

/** The function a callback argument is: a function written there, or one declared in the file by name. */
export function functionOf(sourceCode: SourceCode, node: TSESTree.Node | undefined): TSESTree.FunctionLike | undefined {
  if (!node) return undefined;
  if (
    node.type === AST_NODE_TYPES.ArrowFunctionExpression ||
    node.type === AST_NODE_TYPES.FunctionExpression ||
    node.type === AST_NODE_TYPES.FunctionDeclaration
  ) {
    return node;
  }
  if (node.type !== AST_NODE_TYPES.Identifier) return undefined;
  const def = variableOf(sourceCode, node)?.defs[0];
  if (!def) return undefined;
  if (def.type === "FunctionName" && def.node.type === AST_NODE_TYPES.FunctionDeclaration) return def.node;
  if (def.type === "Variable" && def.node.type === AST_NODE_TYPES.VariableDeclarator && def.node.init) {
    const init = def.node.init;
    if (init.type === AST_NODE_TYPES.ArrowFunctionExpression || init.type === AST_NODE_TYPES.FunctionExpression) {
      return init;
    }
  }
  return undefined;
}

/** The nearest function a node is inside (a declaration, a function expression or an arrow). */
export function enclosingFunction(node: TSESTree.Node): TSESTree.FunctionLike | undefined {
  for (let current: TSESTree.Node | undefined = node.parent; current; current = current.parent) {
    if (
      current.type === AST_NODE_TYPES.FunctionDeclaration ||
      current.type === AST_NODE_TYPES.FunctionExpression ||
      current.type === AST_NODE_TYPES.ArrowFunctionExpression
    ) {
      return current;
    }
  }
  return undefined;
}
