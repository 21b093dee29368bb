/**
 * How far the rules follow code before they give up, each limit named once. Past a limit the answer is
 * the cautious one: "not known" for detection, "may do anything" for effects, no fix for the fix.
 */

/** Identifiers followed to their `const` initializers (`const a = b; const b = c; ...`), or a variable's one initializer. */
export const MAX_CONST_CHAIN = 8;

/** Nesting walked inside one expression (conditionals, operators, spreads, object keys). */
export const MAX_EXPRESSION_DEPTH = 200;

/** Arrays spread into arrays (`[...a]` where `const a = [...b]`) searched for content blocks. */
export const MAX_SPREAD_CHAIN = 8;

/** Calls a tool callback's `return helper(...)` is followed to the helper's own returns. */
export const MAX_HELPER_DEPTH = 2;

/** Registration wrappers followed from a tool declaration to the functions that call them. */
export const MAX_WRAPPER_DEPTH = 2;

/** Type parts (unions, promises) and type annotations read when classifying a type. */
export const MAX_TYPE_DEPTH = 4;

/** Unions and intersections inside a schema field's output type read for the kinds of value it allows. */
export const MAX_FIELD_TYPE_DEPTH = 8;

/** Types read inside one another when asking whether a value's type is JSON (a recursive type counts once). */
export const MAX_JSON_TYPE_DEPTH = 8;

/** Folders walked up from a declaration file to find the package it belongs to. */
export const MAX_PACKAGE_DEPTH = 12;

/**
 * One-line lists around the list a move writes into (an object in an array in an object...) that the fix
 * writes anew, one item a line, as Prettier breaks them; past it the layout is left to a person.
 */
export const MAX_HOLDER_CHAIN = 64;

/** Nodes up from a one-line object searched for the line its indentation adds to. */
export const MAX_INDENT_ANCESTORS = 64;

/** Nodes of a tool result searched for a one-line object that shows the space inside braces. */
export const MAX_SPACING_NODES = 20_000;

/**
 * Steps followed from a moved result to the code that reads it: a variable copied to another, a call
 * returned from another function, a function passed on. Past it, the value counts as read.
 */
export const MAX_READ_DEPTH = 3;

/**
 * Uses one read question follows in all (each variable, member, call and argument it looks through), and
 * how many it follows inside one another: past either, the value counts as read. A file can make the
 * paths between its uses branch and loop (`{ run: a.run }` is a use of `run` that stores `run` again).
 */
export const MAX_READ_STEPS = 20_000;
export const MAX_READ_NESTING = 400;
