/**
 * Where Prettier breaks a list that no longer fits, as far as the fix follows it: a move whose layout
 * these cannot tell is left to a person (./edits.ts).
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESTree } from "@typescript-eslint/utils";
import type { ListNode } from "../ast/list-items.js";
import type { Source } from "../ast/source.js";

/**
 * Whether Prettier breaks a list on one line where it stands, its first line ending in its opening
 * bracket, and leaves the code around it as it is: as a statement's value (`return {`, `= {`, `=> ({`),
 * a member or element, the last argument of a call whose other arguments are names and literals.
 * Elsewhere (another argument, a JSX attribute, after a conditional's `? `, in `return a || {`) it may
 * break or wrap what holds the list, which the fix leaves to a person.
 */
export function breaksHere(src: Source, list: ListNode): boolean {
  return breaksInPlace(list) && !aroundChanges(src, list);
}

function breaksInPlace(node: TSESTree.Node): boolean {
  const parent = node.parent as TSESTree.Node;
  switch (parent.type) {
    case AST_NODE_TYPES.ExportDefaultDeclaration:
    case AST_NODE_TYPES.ArrayExpression:
      return true;
    case AST_NODE_TYPES.YieldExpression:
      return statementValue(parent);
    case AST_NODE_TYPES.Property:
      // Not a value Prettier put on the line after its key (it moves it back once it can break).
      return parent.value === node && parent.loc.start.line === node.loc.start.line;
    case AST_NODE_TYPES.TSAsExpression:
    case AST_NODE_TYPES.TSSatisfiesExpression:
      return breaksInPlace(parent);
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.NewExpression:
      // Hugged by a call of a name that is a statement's value (`send({`, `const x = await f({`).
      return (
        parent.arguments[parent.arguments.length - 1] === node &&
        (parent.callee.type === AST_NODE_TYPES.Identifier ||
          (parent.callee.type === AST_NODE_TYPES.MemberExpression && !parent.callee.computed)) &&
        statementValue(parent) &&
        parent.arguments.every(
          (a) =>
            a === node ||
            a.type === AST_NODE_TYPES.Identifier ||
            a.type === AST_NODE_TYPES.Literal ||
            (a.type === AST_NODE_TYPES.TemplateLiteral && a.expressions.length === 0),
        )
      );
    default:
      return statementValue(node);
  }
}

/**
 * Whether an expression stands as a statement's value, where Prettier does not break around it: a
 * statement on a line of its own (not the body of an `if` or a loop without braces, which Prettier
 * moves to the next line), or the body of an arrow that stands so (Prettier keeps a list beside `=>`,
 * not an `await`).
 */
function statementValue(node: TSESTree.Node): boolean {
  const parent = node.parent as TSESTree.Node;
  switch (parent.type) {
    case AST_NODE_TYPES.ExpressionStatement:
    case AST_NODE_TYPES.ReturnStatement:
      return ownLine(parent);
    case AST_NODE_TYPES.VariableDeclarator:
      // One of several declarators Prettier indents a level deeper than its line shows.
      return (
        parent.init === node &&
        parent.parent.type === AST_NODE_TYPES.VariableDeclaration &&
        parent.parent.declarations.length === 1 &&
        ownLine(parent.parent)
      );
    case AST_NODE_TYPES.AwaitExpression:
      return parent.parent.type !== AST_NODE_TYPES.ArrowFunctionExpression && statementValue(parent);
    case AST_NODE_TYPES.ArrowFunctionExpression:
      return parent.body === node && breaksInPlace(parent);
    case AST_NODE_TYPES.AssignmentExpression:
      return (
        parent.right === node && parent.parent.type === AST_NODE_TYPES.ExpressionStatement && ownLine(parent.parent)
      );
    default:
      return false;
  }
}

/** Whether a statement is an item of a block (or of the file, or a `case`), which Prettier starts on a line of its own. */
function ownLine(statement: TSESTree.Node): boolean {
  const type = statement.parent?.type;
  return (
    type === AST_NODE_TYPES.BlockStatement ||
    type === AST_NODE_TYPES.Program ||
    type === AST_NODE_TYPES.SwitchCase ||
    type === AST_NODE_TYPES.StaticBlock ||
    type === AST_NODE_TYPES.TSModuleBlock ||
    type === AST_NODE_TYPES.ExportNamedDeclaration
  );
}

/**
 * Whether Prettier may lay out the code around a list anew once the list breaks: a call it is an argument
 * of (on its line) has a comment beside it, which Prettier then puts on a line of its own with the
 * arguments; or a member chain around it stands one call a line (`client\n  .callTool()\n  .then(...)`),
 * which Prettier may join again once the last call's argument breaks.
 */
function aroundChanges(src: Source, list: ListNode): boolean {
  for (let up: TSESTree.Node | undefined = list.parent; up && !isStatement(up); up = up.parent) {
    if (up.type !== AST_NODE_TYPES.CallExpression && up.type !== AST_NODE_TYPES.NewExpression) continue;
    const callee = up.callee;
    if (
      callee.type === AST_NODE_TYPES.MemberExpression &&
      !src.sameLine(callee.object.range[1], callee.property.range[0])
    )
      return true;
    if (
      src.sameLine(up.range[0], list.range[0]) &&
      src.commentsIn(up.range[0], up.range[1]).some((c) => c.range[1] <= list.range[0] || c.range[0] >= list.range[1])
    )
      return true;
  }
  return false;
}

function isStatement(node: TSESTree.Node): boolean {
  return node.type.endsWith("Statement") || node.type.endsWith("Declaration");
}

/** Whether Prettier breaks an array whatever the width: two or more objects (or arrays) of more than one item each. */
export function keptBroken(list: ListNode): boolean {
  if (list.type !== AST_NODE_TYPES.ArrayExpression || list.elements.length < 2) return false;
  return (
    list.elements.every(
      (element) =>
        (element?.type === AST_NODE_TYPES.ObjectExpression && element.properties.length > 1) ||
        (element?.type === AST_NODE_TYPES.ArrayExpression && element.elements.length > 1),
    ) && list.elements.every((element, i, all) => i === 0 || element?.type === all[0]?.type)
  );
}
