/**
 * What a json block's type asks of a value moved into it, without type information. The block's declared
 * type may take JSON alone (the Strands SDK's `JSONValue`, Bedrock's `DocumentType`), so in a file that
 * TypeScript checks, a value that moves into one must be JSON for the file to keep type-checking. Without
 * types, a value is JSON when its syntax shows it (a literal, a template, a comparison, a `const` of
 * one, a name or property whose declared type in this file is JSON, an array's `length`); anything the
 * syntax cannot vouch for (a call, a read of an imported or interface type, `x as Foo`) is not. The typed
 * answer is `isJsonValue` in types/queries.ts.
 */
import { AST_NODE_TYPES } from "@typescript-eslint/types";
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { MAX_CONST_CHAIN, MAX_EXPRESSION_DEPTH, MAX_TYPE_DEPTH } from "./limits.js";
import { COMPARISONS } from "./operators.js";
import { functionOf, isFunction, ownReturns } from "./functions.js";
import { declaredType, isConst, localDeclaration } from "./annotations.js";
import { definitionOf, isGlobal, isReassigned, readOnlyInPlace, unwrap, variableOf } from "./scope.js";
import { isProtoSetter, memberValue, propertyKeyName, resolveExpression, visibleKind } from "./static-values.js";

type SourceCode = Readonly<TSESLint.SourceCode>;

/** JavaScript, which TypeScript checks only under `// @ts-check` or the program's `checkJs`. */
const JS_FILE = /\.[cm]?jsx?$/iu;

/** Whether the file is JavaScript, by its name. */
export function isJavaScript(fileName: string): boolean {
  return JS_FILE.test(fileName);
}

/**
 * Whether TypeScript may check the file: anything but a JavaScript file (by its name, so that every host
 * answers alike), and JavaScript that asks for it with `@ts-check` or whose program has `checkJs` (seen
 * only with type information); no file with `@ts-nocheck`.
 */
export function isTypeChecked(sourceCode: SourceCode, fileName: string, checksJs: boolean): boolean {
  const comments = sourceCode.getAllComments();
  // `// @ts-nocheck` turns the checks off in any file, TypeScript too.
  if (comments.some((comment) => comment.value.includes("@ts-nocheck"))) return false;
  return !isJavaScript(fileName) || checksJs || comments.some((comment) => comment.value.includes("@ts-check"));
}

/** Globals whose value `JSON.stringify` leaves out. */
const DROPPED_GLOBALS = new Set(["undefined", "Symbol"]);

/**
 * Whether the syntax of a value shows that `JSON.stringify` cannot carry it, in a file of any kind: a
 * bigint anywhere in the literals it is made of (it throws), or a value it leaves out (`undefined`, a
 * function, class or symbol), in either branch of a condition. In a json block the first makes the
 * result fail, the second leaves a block without the key. A name or call the syntax cannot see into shows
 * nothing.
 */
export function showsNonJson(sourceCode: SourceCode, node: TSESTree.Node): boolean {
  const shows = (current: TSESTree.Node, depth: number, top: boolean): boolean => {
    if (depth > MAX_EXPRESSION_DEPTH) return true;
    const next = depth + 1;
    switch (current.type) {
      case AST_NODE_TYPES.Literal:
        return "bigint" in current && current.bigint !== undefined;
      case AST_NODE_TYPES.Identifier:
        return top && DROPPED_GLOBALS.has(current.name) && isGlobal(sourceCode, current);
      case AST_NODE_TYPES.FunctionExpression:
      case AST_NODE_TYPES.ArrowFunctionExpression:
      case AST_NODE_TYPES.ClassExpression:
        return top;
      case AST_NODE_TYPES.UnaryExpression:
        return (
          (top && current.operator === "void") ||
          ((current.operator === "-" || current.operator === "~") && shows(current.argument, next, false))
        );
      case AST_NODE_TYPES.BinaryExpression:
        return (
          (current.left.type !== AST_NODE_TYPES.PrivateIdentifier && shows(current.left, next, false)) ||
          shows(current.right, next, false)
        );
      case AST_NODE_TYPES.ConditionalExpression:
        return shows(current.consequent, next, top) || shows(current.alternate, next, top);
      case AST_NODE_TYPES.LogicalExpression:
        return shows(current.left, next, top) || shows(current.right, next, top);
      case AST_NODE_TYPES.CallExpression:
      case AST_NODE_TYPES.MemberExpression: {
        // `BigInt(1)` anywhere; `Symbol()`, `Symbol.for("x")`, `Symbol.iterator` as the value.
        const callee = current.type === AST_NODE_TYPES.CallExpression ? current.callee : current;
        const root = callee.type === AST_NODE_TYPES.MemberExpression ? callee.object : callee;
        return (
          root.type === AST_NODE_TYPES.Identifier &&
          ((top && root.name === "Symbol") || (root.name === "BigInt" && callee === root)) &&
          isGlobal(sourceCode, root)
        );
      }
      case AST_NODE_TYPES.ArrayExpression:
        return current.elements.some(
          (e) => e !== null && shows(e.type === AST_NODE_TYPES.SpreadElement ? e.argument : e, next, false),
        );
      case AST_NODE_TYPES.ObjectExpression:
        return current.properties.some((p) =>
          shows(p.type === AST_NODE_TYPES.SpreadElement ? p.argument : p.value, next, false),
        );
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.TSNonNullExpression:
      case AST_NODE_TYPES.TSTypeAssertion:
        return shows(current.expression, next, top);
      default:
        return false;
    }
  };
  return shows(node, 0, true);
}

/** Global functions whose calls TypeScript types as a number, string or boolean (JSON.parse: `any`). */
const PRIMITIVE_CALLS = new Set(["String", "Number", "Boolean", "parseInt", "parseFloat", "isNaN", "isFinite"]);
/** Methods of globals that TypeScript types the same way (every one of `Math`'s). */
const PRIMITIVE_METHODS: ReadonlyMap<string, ReadonlySet<string> | "all"> = new Map<
  string,
  ReadonlySet<string> | "all"
>([
  ["Math", "all"],
  // Not `stringify`, which gives undefined for undefined, a function or a symbol: the key would be lost.
  ["JSON", new Set(["parse"])],
  ["Date", new Set(["now", "parse", "UTC"])],
  ["Number", new Set(["parseInt", "parseFloat", "isInteger", "isFinite", "isNaN", "isSafeInteger"])],
  ["Array", new Set(["isArray"])],
]);

/**
 * How names are read: not at all (`"none"`, where a JSDoc comment or a merged declaration may type them:
 * see `namesAreScoped`); by their declarations in a file TypeScript checks (`"checked"`, which keeps later
 * writes to the declared type); in JavaScript nothing checks (`"unchecked"`), only a `const` of a
 * primitive, as any later write may put anything into a `let`, a parameter, an object or an array.
 */
export type NameReading = "none" | "checked" | "unchecked";

/**
 * Whether `node` is JSON by its syntax, as a json block's type takes it and `JSON.stringify` carries it.
 * A name or property counts by a declared type of primitives (or arrays of them) only: an object type
 * says what an object has at least, and it may hold more (a bigint, itself). An assertion (`x as number`)
 * counts where the value does. Inside `as const` an array literal is a readonly tuple, which a mutable
 * `JSONValue[]` does not take.
 */
export function isJsonBySyntax(
  sourceCode: SourceCode,
  node: TSESTree.Node,
  names: NameReading,
  spread = false,
): boolean {
  let consts = 0;
  /** How many `const` initializers of unchecked code are being read: objects and arrays there may have changed. */
  let unchecked = 0;
  const json = (current: TSESTree.Node, depth: number, readonlyArrays: boolean): boolean => {
    if (depth > MAX_EXPRESSION_DEPTH) return false;
    const next = depth + 1;
    switch (current.type) {
      case AST_NODE_TYPES.Literal:
        return isJsonLiteral(current);
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
          ((names !== "none" && narrowedMessage(sourceCode, current)) ||
            json(current.consequent, next, readonlyArrays)) &&
          json(current.alternate, next, readonlyArrays) &&
          oneShape(sourceCode, [current.consequent, current.alternate])
        );
      case AST_NODE_TYPES.MemberExpression: {
        if (
          names === "none" ||
          current.computed ||
          current.optional ||
          current.property.type !== AST_NODE_TYPES.Identifier
        )
          return false;
        // `items.length` of an array or a string is a number.
        if (current.property.name === "length" && isArrayOrString(sourceCode, current.object, next)) return true;
        // A type an assertion gives says nothing of the value (`(row as Row).count` may be a bigint).
        if (assertedObject(current)) return false;
        // Nor does the type of what holds it, unless the object is as it was made: by a literal a `const`
        // holds, or given to a parameter or declared, and only read since (`stats.total = row.n` writes it).
        const def = unchangedRoot(sourceCode, current, (member) => declaresPrimitive(sourceCode, member));
        if (def?.type !== "Parameter" && def?.type !== "Variable") return false;
        if (def.type === "Variable" && def.node.init !== null && !json(def.node.init, next, false)) return false;
        const type = declaredType(sourceCode, current, next);
        return type !== undefined && isJsonType(sourceCode, type, 0, false);
      }
      case AST_NODE_TYPES.LogicalExpression:
        return (
          json(current.left, next, readonlyArrays) &&
          json(current.right, next, readonlyArrays) &&
          oneShape(sourceCode, [current.left, current.right])
        );
      case AST_NODE_TYPES.ArrayExpression:
        return (
          unchecked === 0 &&
          !readonlyArrays &&
          current.elements.every(
            (e) => e !== null && e.type !== AST_NODE_TYPES.SpreadElement && json(e, next, false),
          ) &&
          oneShape(sourceCode, current.elements as TSESTree.Expression[])
        );
      case AST_NODE_TYPES.ObjectExpression:
        // `__proto__: defaults` sets the prototype, whose keys JSON leaves out.
        return (
          unchecked === 0 &&
          current.properties.every(
            (p) =>
              p.type === AST_NODE_TYPES.Property &&
              p.kind === "init" &&
              !p.method &&
              !isProtoSetter(p) &&
              (!p.computed || p.key.type === AST_NODE_TYPES.Literal) &&
              json(p.value, next, readonlyArrays),
          )
        );
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSTypeAssertion: {
        // The value must be JSON itself (`row.count as number` may be a bigint), and of a type the block takes.
        const annotation = current.typeAnnotation;
        const asConst =
          annotation.type === AST_NODE_TYPES.TSTypeReference &&
          annotation.typeName.type === AST_NODE_TYPES.Identifier &&
          annotation.typeName.name === "const";
        if (asConst) return json(current.expression, next, true);
        return (
          (names !== "none" || isPrimitiveKeyword(annotation)) &&
          isJsonType(sourceCode, annotation, 0) &&
          json(current.expression, next, readonlyArrays)
        );
      }
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.TSNonNullExpression:
        return json(current.expression, next, readonlyArrays);
      case AST_NODE_TYPES.CallExpression:
        return names !== "none" && isPrimitiveCall(sourceCode, current);
      case AST_NODE_TYPES.Identifier: {
        // `NaN` and `Infinity` are numbers JSON writes as null.
        if (current.name === "NaN" || current.name === "Infinity") return false;
        if (names === "none") return false;
        // A name written again (other than by `++` or `--`), a parameter too, may have been given `any`; so
        // may an array or object it holds (`samples.push(row.n)`).
        if (reassigned(sourceCode, current) || mayBeChanged(sourceCode, current, spread && current === node))
          return false;
        if (names === "checked") {
          if (hasLiteralType(sourceCode, current)) return true;
          const type = declaredType(sourceCode, current, next);
          // The annotation of a `const` says nothing of its initializer (`const total: number = all()[0].n`).
          const def = definitionOf(sourceCode, current);
          const init = def?.type === "Variable" ? def.node.init : defaultOf(def);
          if (type !== undefined)
            return isJsonType(sourceCode, type, 0, false) && (init === null || json(init, next, readonlyArrays));
        }
        // A `const` without an annotation has the type of its initializer.
        const def = definitionOf(sourceCode, current);
        const declarator = def?.type === "Variable" ? def.node : undefined;
        if (
          !declarator?.init ||
          // `const tags = []` has the type of what is pushed into it later.
          (declarator.init.type === AST_NODE_TYPES.ArrayExpression && declarator.init.elements.length === 0) ||
          declarator.id.type !== AST_NODE_TYPES.Identifier ||
          declarator.id.typeAnnotation ||
          def?.parent?.type !== AST_NODE_TYPES.VariableDeclaration ||
          def.parent.kind !== "const" ||
          ++consts > MAX_CONST_CHAIN
        ) {
          return false;
        }
        if (names === "checked") return json(declarator.init, next, readonlyArrays);
        unchecked++;
        try {
          return json(declarator.init, next, readonlyArrays);
        } finally {
          unchecked--;
        }
      }
      default:
        return false;
    }
  };
  return json(node, 0, false);
}

/** Whether a name's variable is written after its declaration other than by `++` or `--` (or cannot be found). */
function reassigned(sourceCode: SourceCode, identifier: TSESTree.Identifier): boolean {
  const variable = variableOf(sourceCode, identifier);
  return variable === undefined || isReassigned(variable, false);
}

/**
 * Whether the array or object a name may hold may have been changed since it was made (`readOnlyInPlace`
 * in ./scope.ts): not for a name of a primitive, as its initializer or its annotation shows.
 */
function mayBeChanged(sourceCode: SourceCode, identifier: TSESTree.Identifier, spread = false): boolean {
  const def = definitionOf(sourceCode, identifier);
  const init = def?.type === "Variable" ? def.node.init : null;
  const annotation = def?.name.type === AST_NODE_TYPES.Identifier ? def.name.typeAnnotation?.typeAnnotation : undefined;
  if (init !== null ? holdsPrimitive(sourceCode, init) : annotation !== undefined && isPrimitiveType(annotation))
    return false;
  // A spread of an object literal of primitives copies them: what runs after it cannot reach the copy.
  const copied =
    spread &&
    init?.type === AST_NODE_TYPES.ObjectExpression &&
    init.properties.every((p) => p.type === AST_NODE_TYPES.Property && holdsPrimitive(sourceCode, p.value));
  return !readOnlyInPlace(sourceCode, identifier, (member) => declaresPrimitive(sourceCode, member), copied);
}

/** Whether a member holds a primitive: by the type the file declares it with, or the value an object literal of a `const` gives it. */
function declaresPrimitive(sourceCode: SourceCode, member: TSESTree.MemberExpression): boolean {
  const type = declaredType(sourceCode, member, 0);
  if (type !== undefined) return isPrimitiveType(type);
  const value = literalMember(sourceCode, member, 0);
  return value !== undefined && holdsPrimitive(sourceCode, value);
}

/** The value an object literal gives a member (`512` of `telemetry.frames` after `const telemetry = { frames: 512 }`). */
function literalMember(sourceCode: SourceCode, node: TSESTree.Node, depth: number): TSESTree.Node | undefined {
  if (node.type !== AST_NODE_TYPES.MemberExpression) return resolveExpression(sourceCode, node);
  if (depth > MAX_EXPRESSION_DEPTH || node.computed || node.property.type !== AST_NODE_TYPES.Identifier)
    return undefined;
  const object = literalMember(sourceCode, node.object, depth + 1);
  return object?.type === AST_NODE_TYPES.ObjectExpression ? memberValue(object, node.property.name) : undefined;
}

/** A member holds a primitive where its type says so. */
function primitiveOf(types: ShownTypes): (member: TSESTree.Node) => boolean {
  return (member) => types.kind(member) === "primitive";
}

/** Whether the syntax of an initializer shows a primitive: a literal, a template, an operator, a `length`, `String(x)`. */
function holdsPrimitive(sourceCode: SourceCode, node: TSESTree.Node): boolean {
  const kind = visibleKind(node);
  if (kind !== undefined) return kind !== "object" && kind !== "array" && kind !== "function" && kind !== "regexp";
  switch (node.type) {
    case AST_NODE_TYPES.UnaryExpression:
    case AST_NODE_TYPES.BinaryExpression:
    case AST_NODE_TYPES.UpdateExpression:
      return true;
    case AST_NODE_TYPES.MemberExpression:
      return !node.computed && node.property.type === AST_NODE_TYPES.Identifier && node.property.name === "length";
    case AST_NODE_TYPES.CallExpression:
      // `JSON.parse(text)` is JSON, and may be an array or object.
      return isPrimitiveCall(sourceCode, node) && !isMemberCall(node, "JSON", "parse");
    case AST_NODE_TYPES.TSAsExpression:
    case AST_NODE_TYPES.TSSatisfiesExpression:
    case AST_NODE_TYPES.TSNonNullExpression:
    case AST_NODE_TYPES.TSTypeAssertion:
      return holdsPrimitive(sourceCode, node.expression);
    default:
      return false;
  }
}

/** A primitive keyword or literal type, or a union of them. */
function isPrimitiveType(type: TSESTree.TypeNode): boolean {
  if (type.type === AST_NODE_TYPES.TSUnionType) return type.types.every(isPrimitiveType);
  return isPrimitiveKeyword(type) || type.type === AST_NODE_TYPES.TSLiteralType;
}

/** The object a chain of members is read from (`stats` of `stats.a.b!`). */
function memberRoot(member: TSESTree.MemberExpression): TSESTree.Node {
  let object: TSESTree.Node = member.object;
  for (let depth = 0; depth < MAX_EXPRESSION_DEPTH; depth++) {
    if (object.type === AST_NODE_TYPES.MemberExpression) object = object.object;
    else if (object.type === AST_NODE_TYPES.TSNonNullExpression) object = object.expression;
    else return object;
  }
  return object;
}

/** A literal JSON writes as it is: not a bigint, a regular expression, or a number it writes as null (`1e999`). */
function isJsonLiteral(literal: TSESTree.Literal): boolean {
  if ("regex" in literal && literal.regex) return false;
  if ("bigint" in literal && literal.bigint) return false;
  return typeof literal.value !== "number" || Number.isFinite(literal.value);
}

/** A parameter's default value (`= 50` of `hz = 50`); null for another name or none. */
function defaultOf(def: ReturnType<typeof definitionOf>): TSESTree.Expression | null {
  const pattern = def?.type === "Parameter" ? def.name.parent : undefined;
  return pattern?.type === AST_NODE_TYPES.AssignmentPattern && pattern.left === def?.name ? pattern.right : null;
}

/** Whether `call` is `object.method(...)` by those names. */
function isMemberCall(call: TSESTree.CallExpression, object: string, method: string): boolean {
  const callee = call.callee;
  return (
    callee.type === AST_NODE_TYPES.MemberExpression &&
    !callee.computed &&
    callee.object.type === AST_NODE_TYPES.Identifier &&
    callee.object.name === object &&
    callee.property.type === AST_NODE_TYPES.Identifier &&
    callee.property.name === method
  );
}

/**
 * The definition of the name a chain of members is read from, where the object it holds is as it was made:
 * the name is not written again, and its object only read in place since (`stats.total = row.n` writes
 * it; `primitive` tells a member copied out). Undefined for another root (`this.total`, `f().total`).
 */
function unchangedRoot(
  sourceCode: SourceCode,
  member: TSESTree.MemberExpression,
  primitive: (member: TSESTree.MemberExpression) => boolean,
): ReturnType<typeof definitionOf> {
  const root = memberRoot(member);
  if (root.type !== AST_NODE_TYPES.Identifier || reassigned(sourceCode, root)) return undefined;
  return readOnlyInPlace(sourceCode, root, primitive) ? definitionOf(sourceCode, root) : undefined;
}

/** Whether a member is read from an object whose type an assertion gives (`(x as T).a.b`). */
function assertedObject(member: TSESTree.MemberExpression): boolean {
  const root = memberRoot(member);
  return root.type === AST_NODE_TYPES.TSAsExpression || root.type === AST_NODE_TYPES.TSTypeAssertion;
}

/** What the checker's types answer of a node, for {@link isShownJson}. */
export interface ShownTypes {
  /** Whether its type is JSON: primitives and arrays of them, and (with `objects`) object types of those. */
  readonly json: (node: TSESTree.Node, objects: boolean) => boolean;
  /** What its type says it holds (`valueKind` in types/queries.ts). */
  readonly kind: (node: TSESTree.Node) => "open" | "primitive" | "object";
}

/**
 * Whether `node` is JSON where every object comes from a literal the code shows: an object type says what
 * an object has at least, and one reached through a name or a call may hold more (a bigint, a link back to
 * itself), or compute a key with a getter. Objects and arrays written out are read member by member (no
 * getter, method or spread); everything, them included, by `types.json(node, objects)`: the type of the
 * node, with object types where `objects`, else of primitives and arrays of them.
 */
export function isShownJson(
  sourceCode: SourceCode,
  node: TSESTree.Node,
  types: ShownTypes,
  depth = 0,
  objects = false,
): boolean {
  if (depth > MAX_EXPRESSION_DEPTH) return false;
  const next = depth + 1;
  // A function of this file without a declared return type returns what its body gives, whatever type
  // TypeScript infers from it (`job.end - job.start` of `job: any` is typed a number); a global, an import
  // or a `declare function` counts by its declared type; a function of the file the code cannot follow
  // (`const d = elapsed`, `elapsed.bind(null)`) not at all.
  const returnsShown = (callee: TSESTree.Node, wanted = objects): boolean => {
    const fn = functionOf(sourceCode, callee);
    if (fn === undefined) {
      if (callee.type !== AST_NODE_TYPES.Identifier) return false;
      const def = definitionOf(sourceCode, callee);
      // A `declare function` is another module's, as an import is.
      return (
        def === undefined ||
        def.type === "ImportBinding" ||
        (def.type === "FunctionName" && def.node.type === AST_NODE_TYPES.TSDeclareFunction)
      );
    }
    return (
      fn.returnType != null || ownReturns(fn).every((value) => isShownJson(sourceCode, value, types, next, wanted))
    );
  };
  // A method's value comes from what it is called on and the callbacks it is given (`ids.slice(0, 10)`
  // of `ids: number[]` set from `any`, `[1, 2].map(() => row.n as number)`): both must show JSON. A
  // global's method (`Math.round(x)`) counts where it gives a primitive whatever it is given.
  const methodShown = (call: TSESTree.CallExpression | TSESTree.TaggedTemplateExpression): boolean => {
    const callee = call.type === AST_NODE_TYPES.CallExpression ? call.callee : call.tag;
    if (callee.type !== AST_NODE_TYPES.MemberExpression) return returnsShown(callee);
    const receiver = callee.object;
    if (receiver.type === AST_NODE_TYPES.Identifier && isGlobal(sourceCode, receiver))
      return call.type === AST_NODE_TYPES.CallExpression && isPrimitiveCall(sourceCode, call);
    const callbacks =
      call.type === AST_NODE_TYPES.CallExpression ? call.arguments.flatMap((a) => (isFunction(a) ? [a] : [])) : [];
    return (
      isShownJson(sourceCode, receiver, types, next, true) &&
      callbacks.every((fn) => ownReturns(fn).every((value) => isShownJson(sourceCode, value, types, next)))
    );
  };
  switch (node.type) {
    case AST_NODE_TYPES.Identifier: {
      // A variable's type says what the checks keep of its writes: a `let` written again may have been
      // given `any` (a database row's bigint), and a `const` is what its initializer shows.
      if (!types.json(node, objects) || reassigned(sourceCode, node)) return false;
      const def = definitionOf(sourceCode, node);
      // An array or object may have been changed since it was made (`samples.push(row.n)`).
      const changed = types.kind(node) !== "primitive" && !readOnlyInPlace(sourceCode, node, primitiveOf(types));
      // A parameter is what its callers give it, which the checks keep; an import may be anything its module
      // wrote into it, unseen here.
      // A default is what it is (`limit: number = row.limit` with `row: any`).
      if (def?.type !== "Variable") {
        const value = defaultOf(def);
        return def?.type === "Parameter" && !changed && (value === null || isShownJson(sourceCode, value, types, next));
      }
      const declarator = def.node;
      // A loop's `const` (`for (const n of counts)`) is what the array holds, which its type may not say.
      if (declarator.id !== def.name || declarator.init === null) return false;
      return !changed && isShownJson(sourceCode, declarator.init, types, next, objects);
    }
    case AST_NODE_TYPES.ObjectExpression:
      // `__proto__: defaults` sets the prototype, whose keys JSON leaves out.
      return (
        types.json(node, true) &&
        node.properties.every(
          (p) =>
            p.type === AST_NODE_TYPES.Property &&
            p.kind === "init" &&
            !p.method &&
            !isProtoSetter(p) &&
            isShownJson(sourceCode, p.value, types, next),
        )
      );
    case AST_NODE_TYPES.ArrayExpression:
      return (
        types.json(node, true) &&
        node.elements.every(
          (e) => e !== null && e.type !== AST_NODE_TYPES.SpreadElement && isShownJson(sourceCode, e, types, next),
        )
      );
    case AST_NODE_TYPES.ConditionalExpression:
      return (
        types.json(node, true) &&
        isShownJson(sourceCode, node.consequent, types, next) &&
        isShownJson(sourceCode, node.alternate, types, next)
      );
    case AST_NODE_TYPES.TSSatisfiesExpression:
    case AST_NODE_TYPES.TSNonNullExpression:
    case AST_NODE_TYPES.TSAsExpression:
    case AST_NODE_TYPES.TSTypeAssertion:
      // An assertion says nothing of the value (`row.count as number` may be a bigint): it must be JSON itself.
      return types.json(node, true) && isShownJson(sourceCode, node.expression, types, next);
    case AST_NODE_TYPES.MemberExpression: {
      // `readings[sensor]` may be undefined whatever its type says (without noUncheckedIndexedAccess).
      if (node.computed || !types.json(node, false)) return false;
      if (node.property.type === AST_NODE_TYPES.Identifier && node.property.name === "length") return true;
      // A member's type holds where the object is as it was made, by code the checks kept: held by a
      // parameter, or by a `const` whose initializer's type says what it holds (not `any`; not a `declare`),
      // and only read since (`stats.total = row.n` writes it).
      const def = unchangedRoot(sourceCode, node, primitiveOf(types));
      if (def?.type === "Parameter") return defaultOf(def) === null;
      // Not a part of what a destructuring took apart (`const [row] = all()`).
      if (def?.type !== "Variable" || def.node.init === null || def.node.id !== def.name) return false;
      // An object literal's member is what it was given (`{ total: row.n }` with `row: any`), in either
      // branch of a condition; a class instance's, what its constructor was given.
      const init = unwrap(def.node.init);
      if (init.type === AST_NODE_TYPES.ObjectExpression || init.type === AST_NODE_TYPES.ArrayExpression) {
        const value = literalMember(sourceCode, node, 0);
        return value !== undefined && isShownJson(sourceCode, value, types, next);
      }
      // Another name, a condition, a global's or a method's value (`Object.freeze({ total: row.n })`) must
      // show JSON itself; a function of the file, where it declares no return type, by what it returns.
      if (
        init.type === AST_NODE_TYPES.Identifier ||
        init.type === AST_NODE_TYPES.ConditionalExpression ||
        init.type === AST_NODE_TYPES.LogicalExpression
      )
        return isShownJson(sourceCode, init, types, next, true);
      if (init.type === AST_NODE_TYPES.CallExpression) {
        const callee = init.callee;
        if (
          callee.type === AST_NODE_TYPES.MemberExpression ||
          (callee.type === AST_NODE_TYPES.Identifier && isGlobal(sourceCode, callee))
        )
          return isShownJson(sourceCode, init, types, next, true);
        if (!returnsShown(callee, true)) return false;
      }
      return init.type !== AST_NODE_TYPES.NewExpression && types.kind(init) !== "open";
    }
    case AST_NODE_TYPES.ChainExpression:
      return isShownJson(sourceCode, node.expression, types, next);
    // An operator's type says nothing of its operands' values where they are `any` (`row.end - row.start`
    // is typed a number, and a bigint for bigints): `-` and `~` keep a bigint; any other operator but a
    // comparison gives a number or string where one side is shown JSON (a bigint beside one throws);
    // `a ?? b` and `a || b` give either side.
    case AST_NODE_TYPES.UnaryExpression:
      if (node.operator === "-" || node.operator === "~") return isShownJson(sourceCode, node.argument, types, next);
      return node.operator !== "void" && node.operator !== "delete" && types.json(node, false);
    case AST_NODE_TYPES.BinaryExpression:
      if (COMPARISONS.has(node.operator)) return true;
      return (
        types.json(node, false) &&
        ((node.left.type !== AST_NODE_TYPES.PrivateIdentifier && isShownJson(sourceCode, node.left, types, next)) ||
          isShownJson(sourceCode, node.right, types, next))
      );
    case AST_NODE_TYPES.LogicalExpression:
      return (
        types.json(node, false) &&
        isShownJson(sourceCode, node.left, types, next) &&
        isShownJson(sourceCode, node.right, types, next)
      );
    // `++row.n` and `x = row.n` are what they write.
    case AST_NODE_TYPES.UpdateExpression:
      return isShownJson(sourceCode, node.argument, types, next);
    case AST_NODE_TYPES.AssignmentExpression:
      return node.operator === "=" && isShownJson(sourceCode, node.right, types, next);
    // What an assertion promises (`await (conn.count() as Promise<number>)`) the value need not keep.
    case AST_NODE_TYPES.AwaitExpression:
      return (
        unwrap(node.argument) === node.argument &&
        types.json(node, objects) &&
        (node.argument.type !== AST_NODE_TYPES.CallExpression || methodShown(node.argument))
      );
    case AST_NODE_TYPES.CallExpression:
      // `JSON.stringify(x)` is undefined for undefined, a function or a symbol, though typed a string; a
      // method of `any` (`all().map((r) => r.id as number)`) returns what its callback asserts.
      return (
        !isMemberCall(node, "JSON", "stringify") &&
        (node.callee.type !== AST_NODE_TYPES.MemberExpression || types.kind(node.callee.object) !== "open") &&
        types.json(node, objects) &&
        methodShown(node)
      );
    case AST_NODE_TYPES.TaggedTemplateExpression:
      return types.json(node, objects) && methodShown(node);
    // What a function is called with (`report.call(row.n)`).
    case AST_NODE_TYPES.ThisExpression:
      return false;
    case AST_NODE_TYPES.SequenceExpression:
      return isShownJson(sourceCode, node.expressions[node.expressions.length - 1] as TSESTree.Node, types, next);
    case AST_NODE_TYPES.Literal:
      return isJsonLiteral(node) && types.json(node, false);
    case AST_NODE_TYPES.TemplateLiteral:
      return types.json(node, false);
    // Any other form (`yield`, `new`, a class, `import.meta`) shows nothing.
    default:
      return false;
  }
}

/**
 * Whether a declared type takes JSON alone: string, number, boolean and null, their literal types, unions
 * and mutable arrays of those, and (with `objects`) object type literals (directly or through a type alias;
 * not an interface, which has no index signature) of required properties of those.
 */
function isJsonType(sourceCode: SourceCode, type: TSESTree.TypeNode, depth: number, objects = true): boolean {
  if (depth > MAX_TYPE_DEPTH) return false;
  const next = depth + 1;
  switch (type.type) {
    case AST_NODE_TYPES.TSStringKeyword:
    case AST_NODE_TYPES.TSNumberKeyword:
    case AST_NODE_TYPES.TSBooleanKeyword:
    case AST_NODE_TYPES.TSNullKeyword:
    case AST_NODE_TYPES.TSTemplateLiteralType:
      return true;
    case AST_NODE_TYPES.TSLiteralType: {
      // `"a"`, `1`, `true`, `-1` (not `1n` or `-1n`).
      const literal = type.literal.type === AST_NODE_TYPES.UnaryExpression ? type.literal.argument : type.literal;
      return !("bigint" in literal && literal.bigint);
    }
    case AST_NODE_TYPES.TSUnionType:
      return type.types.every((part) => isJsonType(sourceCode, part, next, objects));
    case AST_NODE_TYPES.TSArrayType:
      return isJsonType(sourceCode, type.elementType, next, objects);
    case AST_NODE_TYPES.TSTypeLiteral:
      return (
        objects &&
        type.members.every(
          (m) =>
            m.type === AST_NODE_TYPES.TSPropertySignature &&
            !m.optional &&
            m.typeAnnotation &&
            isJsonType(sourceCode, m.typeAnnotation.typeAnnotation, next),
        )
      );
    case AST_NODE_TYPES.TSTypeReference: {
      const declaration = localDeclaration(sourceCode, type);
      return (
        declaration?.type === AST_NODE_TYPES.TSTypeAliasDeclaration &&
        isJsonType(sourceCode, declaration.typeAnnotation, next, objects)
      );
    }
    default:
      return false;
  }
}

/** Array methods whose result is an array. */
const ARRAY_METHODS = new Set(["filter", "map", "slice", "concat"]);

/**
 * Whether an expression is an array or a string by its syntax: a literal or template, a name or property
 * declared as one (`T[]`, a tuple, `readonly T[]`, `string`), a `const` of one, or `filter`, `map`,
 * `slice` or `concat` of one (an array of an array, a string of a string).
 */
function isArrayOrString(sourceCode: SourceCode, node: TSESTree.Node, depth: number): boolean {
  if (depth > MAX_EXPRESSION_DEPTH) return false;
  const next = depth + 1;
  switch (node.type) {
    case AST_NODE_TYPES.ArrayExpression:
    case AST_NODE_TYPES.TemplateLiteral:
      return true;
    case AST_NODE_TYPES.Literal:
      return typeof node.value === "string";
    case AST_NODE_TYPES.CallExpression: {
      const callee = node.callee;
      return (
        callee.type === AST_NODE_TYPES.MemberExpression &&
        !callee.computed &&
        !callee.optional &&
        callee.property.type === AST_NODE_TYPES.Identifier &&
        ARRAY_METHODS.has(callee.property.name) &&
        isArrayOrString(sourceCode, callee.object, next)
      );
    }
    default: {
      const type = declaredType(sourceCode, node, next);
      if (type !== undefined) return isArrayOrStringType(type);
      if (node.type !== AST_NODE_TYPES.Identifier) return false;
      const def = definitionOf(sourceCode, node);
      const declarator = def?.type === "Variable" ? def.node : undefined;
      return (
        def?.parent?.type === AST_NODE_TYPES.VariableDeclaration &&
        def.parent.kind === "const" &&
        declarator?.id.type === AST_NODE_TYPES.Identifier &&
        declarator.init !== null &&
        isArrayOrString(sourceCode, declarator.init, next)
      );
    }
  }
}

function isArrayOrStringType(type: TSESTree.TypeNode): boolean {
  switch (type.type) {
    case AST_NODE_TYPES.TSArrayType:
    case AST_NODE_TYPES.TSTupleType:
    case AST_NODE_TYPES.TSStringKeyword:
      return true;
    case AST_NODE_TYPES.TSTypeOperator:
      return type.operator === "readonly" && !!type.typeAnnotation && isArrayOrStringType(type.typeAnnotation);
    default:
      return false;
  }
}

/**
 * Whether the object literals these expressions may evaluate to (the elements of one array, the branches
 * of a conditional or logical operator: one union type) all have the same keys, at every depth. Where
 * nothing gives the value a type from outside, TypeScript gives each object literal of such a union the
 * others' keys as optional `undefined` properties (`[{ a: 1 }, {}]` is `({ a: number } | { a?: undefined
 * })[]`), which a `JSONValue` does not take.
 */
function oneShape(sourceCode: SourceCode, nodes: readonly TSESTree.Node[]): boolean {
  let shape: string | undefined;
  for (const node of nodes) {
    const objects = objectLiteralsOf(node, 0);
    if (objects === undefined) return false;
    for (const object of objects) {
      const own = shapeOf(sourceCode, object, 0);
      if (own === undefined || (shape !== undefined && own !== shape)) return false;
      shape = own;
    }
  }
  return true;
}

/**
 * The object literals an expression may evaluate to with their own type: through conditionals, logical
 * operators, sequences, `as const`, `satisfies` and `!`; undefined past the depth limit.
 */
function objectLiteralsOf(node: TSESTree.Node, depth: number): TSESTree.ObjectExpression[] | undefined {
  if (depth > MAX_EXPRESSION_DEPTH) return undefined;
  const next = depth + 1;
  const both = (a: TSESTree.Node, b: TSESTree.Node) => {
    const left = objectLiteralsOf(a, next);
    const right = left && objectLiteralsOf(b, next);
    return right && [...(left as TSESTree.ObjectExpression[]), ...right];
  };
  switch (node.type) {
    case AST_NODE_TYPES.ObjectExpression:
      return [node];
    case AST_NODE_TYPES.ConditionalExpression:
      return both(node.consequent, node.alternate);
    case AST_NODE_TYPES.LogicalExpression:
      return both(node.left, node.right);
    case AST_NODE_TYPES.SequenceExpression:
      return objectLiteralsOf(node.expressions[node.expressions.length - 1] as TSESTree.Expression, next);
    case AST_NODE_TYPES.TSAsExpression:
    case AST_NODE_TYPES.TSTypeAssertion:
      return isConst(node.typeAnnotation) ? objectLiteralsOf(node.expression, next) : [];
    case AST_NODE_TYPES.TSSatisfiesExpression:
    case AST_NODE_TYPES.TSNonNullExpression:
      return objectLiteralsOf(node.expression, next);
    default:
      return [];
  }
}

/** An object literal's keys, each with the one shape of the object literals its value may be; undefined when they differ. */
function shapeOf(sourceCode: SourceCode, object: TSESTree.ObjectExpression, depth: number): string | undefined {
  if (depth > MAX_TYPE_DEPTH) return undefined;
  const keys: string[] = [];
  for (const property of object.properties) {
    if (property.type !== AST_NODE_TYPES.Property) return undefined;
    const key = propertyKeyName(sourceCode, property);
    const values = objectLiteralsOf(property.value, 0);
    if (key === undefined || values === undefined) return undefined;
    let inner: string | undefined;
    for (const value of values) {
      const own = shapeOf(sourceCode, value, depth + 1);
      if (own === undefined || (inner !== undefined && own !== inner)) return undefined;
      inner = own;
    }
    keys.push(inner === undefined ? JSON.stringify(key) : `${JSON.stringify(key)}:{${inner}}`);
  }
  return keys.sort().join(",");
}

/**
 * Whether a name means what the file's scopes show, for `isJsonBySyntax`'s `names`: not in JavaScript,
 * where a JSDoc comment may type it, nor in a file with a namespace or `declare global`, which may merge
 * declarations the scopes do not join.
 */
export function namesAreScoped(sourceCode: SourceCode, fileName: string): boolean {
  return !isJavaScript(fileName) && !declaresModules(sourceCode);
}

/** Whether the file declares a namespace or module (`namespace A {}`, `declare global {}`). */
function declaresModules(sourceCode: SourceCode): boolean {
  return sourceCode.ast.body.some(
    (statement) =>
      statement.type === AST_NODE_TYPES.TSModuleDeclaration ||
      (statement.type === AST_NODE_TYPES.ExportNamedDeclaration &&
        statement.declaration?.type === AST_NODE_TYPES.TSModuleDeclaration),
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
  const value = defaultOf(def);
  return (
    value !== null &&
    def.name.parent?.parent === def.node &&
    def.name.type === AST_NODE_TYPES.Identifier &&
    !def.name.typeAnnotation &&
    isPrimitiveLiteral(value)
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
  // A reviver makes JSON.parse give what it returns (a bigint, say).
  if (callee.object.name === "JSON" && callee.property.name === "parse" && call.arguments.length !== 1) return false;
  return (
    methods !== undefined &&
    (methods === "all" || methods.has(callee.property.name)) &&
    isGlobal(sourceCode, callee.object)
  );
}
