/**
 * What a json block's type asks of a value moved into it, without type information. The block's declared
 * type may take JSON alone (the Strands SDK's `JSONValue`, Bedrock's `DocumentType`), so in a file that
 * TypeScript checks, a value that moves into one must be JSON for the file to keep type-checking. Without
 * types, a value is JSON when its syntax shows it (a literal, a template, a comparison, a `const` of
 * one); anything the syntax cannot vouch for (a call, a member read, a parameter without a primitive
 * annotation, `x as Foo`) is not. The typed answer is `isJsonValue` in types/queries.ts.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { MAX_CONST_CHAIN, MAX_EXPRESSION_DEPTH } from "./limits.js";
import { definitionOf, isGlobal } from "./scope.js";
import { declaredPrimitive } from "./static-values.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** JavaScript, which TypeScript checks only under `// @ts-check` or the program's `checkJs`. */
const JS_FILE = /\.[cm]?jsx?$/iu;

/**
 * Whether TypeScript may check the file: anything but a JavaScript file (by its name, so that every host
 * answers alike), and JavaScript that asks for it with `@ts-check` or whose program has `checkJs` (seen
 * only with type information).
 */
export function isTypeChecked(sourceCode: SourceCode, fileName: string, checksJs: boolean): boolean {
  return (
    !JS_FILE.test(fileName) ||
    checksJs ||
    sourceCode.getAllComments().some((comment) => comment.value.includes("@ts-check"))
  );
}

const COMPARISONS = new Set(["==", "!=", "===", "!==", "<", "<=", ">", ">=", "in", "instanceof"]);
/** Global functions whose calls TypeScript types as a number, string or boolean (JSON.parse: `any`). */
const PRIMITIVE_CALLS = new Set(["String", "Number", "Boolean", "parseInt", "parseFloat", "isNaN", "isFinite"]);
/** Methods of globals that TypeScript types the same way (every one of `Math`'s). */
const PRIMITIVE_METHODS: ReadonlyMap<string, ReadonlySet<string> | "all"> = new Map<
  string,
  ReadonlySet<string> | "all"
>([
  ["Math", "all"],
  ["JSON", new Set(["stringify", "parse"])],
  ["Date", new Set(["now", "parse", "UTC"])],
  ["Number", new Set(["parseInt", "parseFloat", "isInteger", "isFinite", "isNaN", "isSafeInteger"])],
  ["Array", new Set(["isArray"])],
]);

/**
 * Whether the type of `node` is JSON by its syntax. Inside `as const` an array literal is a readonly
 * tuple, which a mutable `JSONValue[]` does not take.
 */
export function isJsonBySyntax(sourceCode: SourceCode, node: TSESTree.Node): boolean {
  let consts = 0;
  const json = (current: TSESTree.Node, depth: number, readonlyArrays: boolean): boolean => {
    if (depth > MAX_EXPRESSION_DEPTH) return false;
    const next = depth + 1;
    switch (current.type) {
      case AST_NODE_TYPES.Literal:
        return !("regex" in current && current.regex) && !("bigint" in current && current.bigint);
      case AST_NODE_TYPES.TemplateLiteral:
        return true;
      case AST_NODE_TYPES.UnaryExpression:
        if (current.operator === "void") return false;
        // `-x` and `~x` are a bigint for a bigint, else a number.
        return (current.operator !== "-" && current.operator !== "~") || json(current.argument, next, false);
      case AST_NODE_TYPES.BinaryExpression:
        // A comparison is a boolean. Any other operator gives a number or a string, or a bigint when both
        // sides are bigints: a JSON value on either side rules that out (a bigint beside a number does not
        // type-check).
        if (COMPARISONS.has(current.operator)) return true;
        return (
          (current.left.type !== AST_NODE_TYPES.PrivateIdentifier && json(current.left, next, false)) ||
          json(current.right, next, false)
        );
      case AST_NODE_TYPES.ConditionalExpression:
        return (
          (narrowedMessage(sourceCode, current) || json(current.consequent, next, readonlyArrays)) &&
          json(current.alternate, next, readonlyArrays)
        );
      case AST_NODE_TYPES.MemberExpression:
        // `(error as Error).message` is a string.
        return (
          isMessage(current) &&
          (current.object.type === AST_NODE_TYPES.TSAsExpression ||
            current.object.type === AST_NODE_TYPES.TSTypeAssertion) &&
          current.object.typeAnnotation.type === AST_NODE_TYPES.TSTypeReference &&
          current.object.typeAnnotation.typeArguments === undefined &&
          isGlobalError(sourceCode, current.object.typeAnnotation.typeName)
        );
      case AST_NODE_TYPES.LogicalExpression:
        return json(current.left, next, readonlyArrays) && json(current.right, next, readonlyArrays);
      case AST_NODE_TYPES.ArrayExpression:
        return (
          !readonlyArrays &&
          current.elements.every((e) => e !== null && e.type !== AST_NODE_TYPES.SpreadElement && json(e, next, false))
        );
      case AST_NODE_TYPES.ObjectExpression:
        return current.properties.every(
          (p) =>
            p.type === AST_NODE_TYPES.Property &&
            p.kind === "init" &&
            !p.method &&
            (!p.computed || p.key.type === AST_NODE_TYPES.Literal) &&
            json(p.value, next, readonlyArrays),
        );
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSTypeAssertion: {
        const annotation = current.typeAnnotation;
        if (isPrimitiveKeyword(annotation)) return true;
        const asConst =
          annotation.type === AST_NODE_TYPES.TSTypeReference &&
          annotation.typeName.type === AST_NODE_TYPES.Identifier &&
          annotation.typeName.name === "const";
        return asConst && json(current.expression, next, true);
      }
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.TSNonNullExpression:
        return json(current.expression, next, readonlyArrays);
      case AST_NODE_TYPES.CallExpression:
        return isPrimitiveCall(sourceCode, current);
      case AST_NODE_TYPES.Identifier: {
        if (current.name === "NaN" || current.name === "Infinity") return isGlobal(sourceCode, current);
        if (declaredPrimitive(sourceCode, current) !== undefined || hasLiteralType(sourceCode, current)) return true;
        // A `const` without an annotation has the type of its initializer.
        const def = definitionOf(sourceCode, current);
        const declarator = def?.type === "Variable" ? def.node : undefined;
        if (
          !declarator?.init ||
          declarator.id.type !== AST_NODE_TYPES.Identifier ||
          declarator.id.typeAnnotation ||
          def?.parent?.type !== AST_NODE_TYPES.VariableDeclaration ||
          def.parent.kind !== "const" ||
          ++consts > MAX_CONST_CHAIN
        ) {
          return false;
        }
        return json(declarator.init, next, readonlyArrays);
      }
      default:
        return false;
    }
  };
  return json(node, 0, false);
}

/** `x.message` */
function isMessage(node: TSESTree.Node): node is TSESTree.MemberExpression {
  return (
    node.type === AST_NODE_TYPES.MemberExpression &&
    !node.computed &&
    node.property.type === AST_NODE_TYPES.Identifier &&
    node.property.name === "message"
  );
}

/** The global `Error` (a value or a type of that name declared in the file is another). */
function isGlobalError(sourceCode: SourceCode, node: TSESTree.Node): boolean {
  return node.type === AST_NODE_TYPES.Identifier && node.name === "Error" && isGlobal(sourceCode, node);
}

/** `error instanceof Error ? error.message : ...`: the consequent reads the message of the narrowed name, a string. */
function narrowedMessage(sourceCode: SourceCode, conditional: TSESTree.ConditionalExpression): boolean {
  const { test, consequent } = conditional;
  return (
    test.type === AST_NODE_TYPES.BinaryExpression &&
    test.operator === "instanceof" &&
    test.left.type === AST_NODE_TYPES.Identifier &&
    isGlobalError(sourceCode, test.right) &&
    isMessage(consequent) &&
    consequent.object.type === AST_NODE_TYPES.Identifier &&
    consequent.object.name === test.left.name
  );
}

/**
 * A name whose type TypeScript takes from a primitive literal and keeps: a `let` or `var` initialized with
 * one (`let errors = 0` is a number wherever it is read), or a parameter of a function declaration with
 * one as its default (`hz = 50`; a function expression's parameter may take its type from the context).
 */
function hasLiteralType(sourceCode: SourceCode, identifier: TSESTree.Identifier): boolean {
  const def = definitionOf(sourceCode, identifier);
  if (def?.type === "Variable") {
    const declarator = def.node;
    return (
      def.parent?.type === AST_NODE_TYPES.VariableDeclaration &&
      def.parent.kind !== "const" &&
      declarator.id.type === AST_NODE_TYPES.Identifier &&
      !declarator.id.typeAnnotation &&
      isPrimitiveLiteral(declarator.init)
    );
  }
  if (def?.type !== "Parameter" || def.node.type !== AST_NODE_TYPES.FunctionDeclaration) return false;
  const pattern = def.name.parent;
  return (
    pattern?.type === AST_NODE_TYPES.AssignmentPattern &&
    pattern.left === def.name &&
    !pattern.left.typeAnnotation &&
    isPrimitiveLiteral(pattern.right)
  );
}

/** A string, number or boolean literal, or a template (not `null`, whose `let` TypeScript types by its later writes). */
function isPrimitiveLiteral(node: TSESTree.Node | null | undefined): boolean {
  if (node?.type === AST_NODE_TYPES.TemplateLiteral) return true;
  return (
    node?.type === AST_NODE_TYPES.Literal &&
    (typeof node.value === "string" || typeof node.value === "number" || typeof node.value === "boolean")
  );
}

function isPrimitiveKeyword(type: TSESTree.TypeNode): boolean {
  return (
    type.type === AST_NODE_TYPES.TSStringKeyword ||
    type.type === AST_NODE_TYPES.TSNumberKeyword ||
    type.type === AST_NODE_TYPES.TSBooleanKeyword ||
    type.type === AST_NODE_TYPES.TSNullKeyword
  );
}

/** `String(x)`, `Math.round(x)`, `JSON.stringify(x)`: a global (not a local of that name) typed as a primitive. */
function isPrimitiveCall(sourceCode: SourceCode, call: TSESTree.CallExpression): boolean {
  const callee = call.callee;
  if (callee.type === AST_NODE_TYPES.Identifier) {
    return PRIMITIVE_CALLS.has(callee.name) && isGlobal(sourceCode, callee);
  }
  if (
    callee.type !== AST_NODE_TYPES.MemberExpression ||
    callee.computed ||
    callee.object.type !== AST_NODE_TYPES.Identifier ||
    callee.property.type !== AST_NODE_TYPES.Identifier
  ) {
    return false;
  }
  const methods = PRIMITIVE_METHODS.get(callee.object.name);
  return (
    methods !== undefined &&
    (methods === "all" || methods.has(callee.property.name)) &&
    isGlobal(sourceCode, callee.object)
  );
}
