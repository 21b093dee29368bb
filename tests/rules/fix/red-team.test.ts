/**
 * Named regression tests from the fourth, fifth and seventh to nineteenth outside red-team runs (inputs in tests/fixtures/red-team/): files
 * where `--fix` once changed what code of the file reads, the order of effects, what a directive covers,
 * the type-check or Prettier's layout. Each must now be left unchanged by `--fix` (the move is a
 * suggestion, or is not offered). One file per root cause, then variants of the same causes.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import tsParser from "@typescript-eslint/parser";
import { Linter } from "eslint";
import * as prettier from "prettier";
import plugin from "../../../src/index.js";

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures/red-team");

/** [id, file, what the fix once broke]; the same id for a variant of the same cause. */
const cases: readonly (readonly [string, string, string])[] = [
  ["R1", "a01-push.mjs", "read: pushed to an array"],
  ["R2", "a02-promise-all.mjs", "read: Promise.all of a map"],
  ["R3", "a04-callback.mjs", "read: a callback parameter called with the result"],
  ["R4", "a05-method-arg.mjs", "read: a method of the file given the result"],
  ["R5", "a12-copy-fn.mjs", "read: a copy of a function of the file"],
  ["R6", "a11-reassigned-fn.mjs", "read: a let function reassigned before the call"],
  ["R7", "a06-new-arg.mjs", "read: a constructor of the file"],
  ["R8", "a08-arguments.mjs", "read: a function that reads arguments[0]"],
  ["R9", "a09-assign-value.mjs", "read: the value of an assignment"],
  ["R10", "a10-this-holder.mjs", "read: a method of the holder object through this"],
  ["R11", "a30-getter-this.mjs", "read: a getter of the result itself"],
  ["R12", "a14-tagged.mjs", "read: a tagged template's value"],
  ["R13", "a15-hasinstance.mjs", "read: instanceof with Symbol.hasInstance"],
  ["R14", "a17-tojson.mjs", "read: a toJSON method that JSON.stringify calls"],
  ["R15", "a18-proxy.mjs", "read: a Proxy trap the engine calls"],
  ["R16", "a26-jsx.jsx", "read: a JSX attribute of a component of the file"],
  ["R17", "a32-with.cjs", "read: a with statement"],
  ["R18", "a40-hasown-call.mjs", "read: Object.prototype.hasOwnProperty.call"],
  ["R19", "a31-als.mjs", "read: what AsyncLocalStorage#run returns"],
  ["R20", "a33-self.mjs", "read: the module imported by itself"],
  ["R21", "o01-import-tdz.mjs", "order: an import binding read before it is initialized"],
  ["R22", "c13-disable-range.mjs", "directive: code moved out of a disabled range"],
  ["R23", "t01-record-json.ts", "type: keys merged into a json block typed elsewhere"],
  ["R24", "t02-let-reassigned.ts", "type: a let whose later literal keeps the key"],
  ["R25", "p06-concise-array.mjs", "prettier: an array of objects that Prettier would join"],
  ["R1", "a16-jsx-arg.mjs", "read: a JSX expression"],
  ["R1", "a37-label-for.mjs", "read: a labelled loop"],
  ["R1", "a27-fromentries.mjs", "read: Object.fromEntries"],
  ["R1", "a43-defineproperty.mjs", "read: Object.defineProperty"],
  ["R1", "a35-default-export-fn.mjs", "read: a default-exported function called in the file"],
  ["R2", "a44-race.mjs", "read: Promise.race"],
  ["R3", "a03-resolve.mjs", "read: resolve of a new Promise"],
  ["R3", "a25-emitter.mjs", "read: an event emitter's listener"],
  ["R3", "a21-next.mjs", "read: a generator's next(value)"],
  ["R4", "a38-opt-call.mjs", "read: an optional call of a method"],
  ["R5", "a13-call-fn.mjs", "read: .call of a function of the file"],
  ["R7", "a07-super-arg.mjs", "read: super(result)"],
  ["R9", "a20-memo.mjs", "read: a memoizer's ??="],
  ["R15", "a19-create.mjs", "read: a property descriptor's getter"],
  ["R15", "a23-descriptor.mjs", "read: a descriptor's value called"],
  ["R15", "a29-static-getter.mjs", "read: Reflect.get of a static getter"],
  ["R18", "a41-stringify-alias.mjs", "read: JSON.stringify destructured"],
  ["R18", "a42-globalthis-json.mjs", "read: globalThis.JSON.stringify"],
  ["R19", "a22-map-call.mjs", "read: Array.prototype.map.call"],
  ["R22", "c15-disable-in-array.mjs", "directive: code moved out of a disabled range in an array"],
  // A fifth run: new causes.
  ["S1", "S1-settimeout-args.mjs", "read: a built-in calls a function of the file with it (setTimeout)"],
  ["S1", "S1b-foreach-call.mjs", "read: Array.prototype.forEach.call with a callback of the file"],
  ["S1", "S1c-nexttick.mjs", "read: process.nextTick(show, r)"],
  ["S2", "S2-array-from.mjs", "read: a built-in gives it back (Array.from)"],
  ["S2", "S2b-promise-reject.mjs", "read: Promise.reject(r).catch(...)"],
  ["S2", "S2c-abortsignal.mjs", "read: AbortSignal.abort(r).reason"],
  ["S3", "S3-push-call.mjs", "read: Array.prototype.push.call into an array of the file"],
  ["S4", "S4-writable-options.mjs", "read: an object made with a function of the file (new Writable({ write }))"],
  ["S4", "S4b-emit-call.mjs", "read: bus.emit.call to a listener of the file"],
  ["S5", "S5-customevent-detail.mjs", "read: new CustomEvent detail to a listener of the file"],
  ["S6", "S6-dynamic-self-import.mjs", "read: import(import.meta.url)"],
  ["S6", "S6b-require-self.cjs", "read: require(__filename)"],
  ["S7", "S7-globalthis-fn.mjs", "read: a global the file sets (globalThis.show = ...)"],
  ["S7", "S7b-implicit-global.cjs", "read: an implicit global the file assigns"],
  ["S8", "S8-push-fn.mjs", "read: a function stored with push and called from the array"],
  ["S8", "S8b-map-set-fn.mjs", "read: a function stored with Map#set"],
  ["S9", "S9-spread-before-fn-arg.mjs", "read: a function argument after a spread"],
  ["S10", "S10-valueof.mjs", "read: result.valueOf().frames"],
  ["S11", "S11-kept-proto.mjs", "read: a prototype's getter through a kept __proto__"],
  ["S12", "S12-class-name-write.mjs", "order: a write to a class's own name throws"],
  ["S12", "S12b-fn-name-write.mjs", "order: a write to a function expression's own name throws"],
  ["S13", "S13-typed-function.ts", "type: a function typed by where it goes returns it"],
  ["S13", "S13b-typed-callback-arg.ts", "type: a callback typed by its parameter returns it"],
  ["S13", "S13c-typed-object-member.ts", "type: a member of an annotated object returns it"],
  ["S14", "S14-implements.ts", "type: a method of a class that implements an interface"],
  ["S15", "S15-as-tuple.ts", "type: its own as, to a type whose content is a one-block tuple"],
  // A seventh run: new causes.
  ["U1", "U1-regexp-exec.mjs", "read: a built-in base class calls a method of the file (RegExp#exec)"],
  ["U2", "U2-prepare-stack-trace.mjs", "read: a hook set on a built-in (Error.prepareStackTrace)"],
  ["U3", "U3-define-getter.mjs", "read: a function given to a method of an object of the file"],
  ["U4", "U4-decorator.ts", "read: a decorator gets the method"],
  ["U5", "U5-abortcontroller.mjs", "read: an object a built-in made gives it back (signal.reason)"],
  ["U5", "U5b-messagechannel.mjs", "read: an object a built-in made gives it to a listener of the file"],
  ["U6", "U6-builtin-derived-compared.mjs", "read: what a built-in makes of it, compared"],
  ["U6", "U6b-urlsearchparams-concat.mjs", "read: what a built-in makes of it, in a string"],
  ["U7", "U7-fn-to-method-of-file.mjs", "read: a function given to a method of the file"],
  ["U7", "U7b-fn-to-class-method.mjs", "read: a function given to a method of a class of the file"],
  ["U7", "U7c-fn-to-indirect-call.mjs", "read: a function given to (0, run)"],
  ["U8", "U8-fn-valueof.mjs", "read: a function's valueOf() called"],
  ["U9", "U9-namespace-export.ts", "read: a namespace's export read as a member"],
  ["U9", "U9b-namespace-export-fn.ts", "read: a namespace's exported function called as a member"],
  ["U10", "U10-annexb-block-function.cjs", "read: a function declared in a block, called as a global"],
  ["U11", "U11-commonjs-exports-method.cjs", "read: a method the file puts on exports"],
  ["U11", "U11b-module-exports-method.cjs", "read: a method the file puts on module.exports"],
  ["U11", "U11c-method-on-global-object.mjs", "read: a method the file puts on a built-in object"],
  ["V1", "V1-non-last-argument.mjs", "prettier: a call's first argument, which Prettier does not hug"],
  ["V1", "V1b-middle-argument.mjs", "prettier: a call's middle argument"],
  ["V2", "V2-return-logical.mjs", "prettier: return a || {...}, which Prettier wraps in parentheses"],
  ["V3", "V3-long-key-empty-list.mjs", "prettier: an empty list after a long key that no longer fits"],
  ["V5", "V5-comment-before-json-value.mjs", "prettier: a comment before the json block's object"],
  ["V6", "V6-dangling-comment-empty-json.mjs", "prettier: a comment alone in the json block's object"],
  ["V7", "V7-jsx-attribute.jsx", "prettier: a JSX attribute, whose element Prettier breaks first"],
  // An eighth run.
  ["W1", "WD1-ts-ignore-suffix.ts", "directive: // @ts-ignore-next-line, which TypeScript reads as @ts-ignore"],
  ["W1", "WD1b-ts-ignore-last-line-of-block.ts", "directive: @ts-ignore on the last line of a block comment"],
  ["W2", "WE1-declare-const-getter.ts", "order: a declare const is a global lookup that may run a getter"],
  ["W2", "WE1b-declare-const-undefined.ts", "order: a declare const that is not defined throws"],
  ["W3", "WL1b-unqualified-keycap-width.mjs", "prettier: a keycap without its variation selector"],
  ["W3", "WL1c-unqualified-zwj-emoji-width.mjs", "prettier: a joined emoji without its variation selector"],
  ["W4", "WT1-push-typed-array.ts", "type: a type of the file with the key, through push on a typed array"],
  ["W4", "WT1b-explicit-type-argument.ts", "type: a type of the file with the key, as a call's type argument"],
  ["W4", "WT2-yield-typed-generator.ts", "type: a type of the file with the key, through a typed generator"],
  ["W4", "WT3-nested-in-typed-return.ts", "type: a type of the file with the key, for a holder's declared return"],
  ["W4", "WT3b-nested-in-satisfies.ts", "type: a type of the file with the key, for a holder's satisfies"],
  ["W4", "WT3c-nested-in-typed-argument.ts", "type: a type of the file with the key, for a holder's type argument"],
  ["W4", "WT3d-array-in-typed-return.ts", "type: a type of the file with the key, for an array's declared return"],
  // A ninth run.
  ["X1", "XD3-ts-directive-over-comment-line.ts", "directive: @ts-ignore covers the code line after comment lines"],
  ["X1", "XD3b-ts-expect-error-over-blank-line.ts", "directive: @ts-expect-error covers the code line after a blank"],
  ["X2", "XY1-spread-into-declared-content.ts", "type: a spread into content a return type declares"],
  ["X2", "XY1b-spread-into-annotated-const.ts", "type: a spread into content a const's type declares"],
  [
    "X2",
    "XY1c-empty-spread-into-declared-content.ts",
    "type: an empty spread, whose new block the content's type refuses",
  ],
  ["X3", "XY2-spread-sets-declared-key.ts", "type: a key a spread sets, which the declared type requires"],
  // A tenth run.
  ["Z1", "Z1-result-as-proto-value.mjs", "read: the result as another object's __proto__"],
  ["Z1", "Z1b-result-variable-as-proto-value.mjs", "read: a variable holding it as another object's __proto__"],
  ["Z1", "Z1c-quoted-proto.mjs", 'read: "__proto__" quoted'],
  ["Z1", "Z1d-proto-chain.mjs", "read: a chain of __proto__"],
  ["Z2", "Z2-method-return-type-indexed.ts", 'type: ReturnType<Tool["run"]> reads what a method returns'],
  ["Z2", "Z2b-typeof-method-return.ts", "type: ReturnType<typeof t.run>"],
  ["Z2", "Z2c-object-method-return-type.ts", 'type: (typeof tools)["run"]'],
  // An eleventh run.
  ["Q1", "Q1-push-into-parameter.mjs", "read: pushed into a parameter, which shares the caller's array"],
  ["Q1", "Q1b-builtin-push-into-parameter.mjs", "read: Array.prototype.push.call into a parameter"],
  ["Q1", "Q1c-push-into-alias.mjs", "read: pushed into a copy of another name's array"],
  ["Q2", "Q2-builtin-push-into-member.mjs", "read: Array.prototype.push.call into a member"],
  ["Q2", "Q2b-builtin-push-into-conditional.mjs", "read: Array.prototype.push.call into a conditional's array"],
  // A twelfth run.
  ["P1", "P1-splice-return-after-push.mjs", "read: what splice gives after a push"],
  ["P1", "P1b-map-set-return.mjs", "read: what Map#set gives (the map)"],
  ["P1", "P1c-concat-copy-after-push.mjs", "read: concat's copy after a push"],
  ["P1", "P1d-set-add-return.mjs", "read: what Set#add gives (the set)"],
  ["P1", "P1e-with-copy-after-push.mjs", "read: with's copy after a push"],
  ["P1", "P1f-function-holder-concat.mjs", "read: a function stored, through concat's copy"],
  ["P2", "P2-proxy-set-trap.mjs", "read: a Proxy's set trap sees what is stored"],
  ["P2", "P2b-proxy-target-shared.mjs", "read: a Proxy's target, read under its own name"],
  ["P3", "P3-index-destructure-array-literal.mjs", "read: const { 0: first } = [r]"],
  ["P3", "P3b-index-destructure-holder.mjs", "read: an index destructured from a holder"],
  ["P3", "P3c-index-destructure-parameter.mjs", "read: an index destructured by a parameter"],
  ["P4", "P4-array-prototype-setter.mjs", "read: a setter the file defines on Array.prototype"],
  // A thirteenth run: classic scripts (.js here), whose top-level names are globals.
  ["N1", "N1-script-var-read-via-globalThis.js", "read: a script's top-level var, through globalThis"],
  ["N1", "N1b-script-var-holder-globalThis.js", "read: a script's top-level holder, through globalThis"],
  ["N1", "N1c-script-function-decl-globalThis-call.js", "read: a script's function called through globalThis"],
  ["N1", "N1d-script-sloppy-this-is-global.js", "read: a script's holder, through a sloppy function's this"],
  ["N1", "N1e-script-new-Function-body.js", "read: a script's holder, by new Function's body"],
  [
    "N1",
    "N1f-script-getOwnPropertyDescriptor-globalThis.js",
    "read: a script's var, through Object.getOwnPropertyDescriptor(globalThis)",
  ],
  // A fourteenth run.
  [
    "M1",
    "M1a-jsx-child-read-by-file-component.jsx",
    "read: a JSX child, which a component of the file gets as props.children",
  ],
  [
    "M1",
    "M1b-jsx-intrinsic-element-file-pragma.jsx",
    "read: a lowercase element's attribute, which the file's @jsx factory gets",
  ],
  [
    "M2",
    "M2a-kept-toolUseId-function-expression-this.mjs",
    "read: a kept member's function expression, called with the result as this",
  ],
  [
    "M2",
    "M2b-suppressed-member-function-expression-this.mjs",
    "read: a member kept by a directive, a function called with the result as this",
  ],
  [
    "M2",
    "M2c-kept-member-named-function-this.mjs",
    "read: a kept member naming a function declaration, called with the result as this",
  ],
  [
    "M2",
    "M2d-holder-shorthand-named-function-this.mjs",
    "read: a holder's shorthand function, called with the holder as this",
  ],
  ["M3", "M3a-method-assigned-on-result.mjs", "read: a method assigned on the result after it is made"],
  ["M3", "M3b-toString-assigned-on-result-template.mjs", "read: a toString assigned on the result, run by a template"],
  [
    "M3",
    "M3c-proto-assigned-on-result-getter.mjs",
    "read: a __proto__ assigned on the result, whose getter reads this",
  ],
  ["M3", "M3d-defineGetter-on-result.mjs", "read: a getter installed with __defineGetter__"],
  ["M3", "M3e-method-assigned-on-holder.mjs", "read: a method assigned on a holder, which reads this.result"],
  [
    "M4",
    "M4a-patched-object-toString-template.mjs",
    "read: Object.prototype.toString patched by the file, run by a template",
  ],
  [
    "M4",
    "M4b-patched-object-toPrimitive-loose-equality.mjs",
    "read: Object.prototype[Symbol.toPrimitive] patched by the file, run by ==",
  ],
  [
    "M4",
    "M4c-patched-object-prototype-method.mjs",
    "read: a method the file adds to Object.prototype, called on the result",
  ],
  ["M5", "M5a-process-emit-file-listener.mjs", "read: process.emit to a listener the file registers with process.on"],
  ["M5", "M5b-broadcastchannel-pair.mjs", "read: a BroadcastChannel's message to another channel of the same name"],
  ["M6", "M6a-node-timers-promises-value.mjs", "read: node:timers/promises setTimeout resolves with the value"],
  ["M6", "M6b-node-async-local-storage-enterWith.mjs", "read: AsyncLocalStorage#enterWith, read back by getStore"],
  ["M6", "M6c-node-events-once.mjs", "read: events.once resolves with what emit is given"],
  ["M6", "M6d-node-util-inspect.mjs", "read: util.inspect gives a string made of the keys"],
  ["M7", "M7a-vitest-expect-result-variable.test.mjs", "read: expect(r) of an imported vitest expect"],
  [
    "M7",
    "M7b-vitest-toEqual-tool-call.test.mjs",
    "read: expect(tool()).toEqual({...}) with the key in the expected literal",
  ],
  ["M7", "M7c-node-assert-deepEqual-variable.mjs", "read: assert.deepEqual(r, ...) of node:assert"],
  ["M8", "M8a-ts-check-jsdoc-type-const.mjs", "type: a // @ts-check file's JSDoc @type on the const"],
  ["M8", "M8b-ts-check-jsdoc-returns-typedef.mjs", "type: a // @ts-check file's JSDoc @returns of a typedef"],
  ["M8", "M8c-ts-check-jsdoc-satisfies.mjs", "type: a // @ts-check file's JSDoc @satisfies"],
  ["M9", "M9a-dynamic-import-own-relative-path.mjs", "read: import() of the file's own relative path"],
  ["M9", "M9b-dynamic-import-meta-resolve.mjs", "read: import(import.meta.resolve(...)) of the file itself"],
  ["M9", "M9c-dynamic-import-new-URL-href.mjs", "read: import(new URL(import.meta.url).href)"],
  ["M9", "M9d-dynamic-import-dirname-template.mjs", "read: import() of a template with import.meta.dirname"],
  ["M9", "M9e-dynamic-import-parent-dir-path.mjs", "read: import() of the file's own path through its parent folder"],
  ["M9", "M9f-worker-of-own-url.mjs", "read: new Worker(new URL(import.meta.url)) given the result"],
  ["M10", "M10a-getter-holder-json-stringify.mjs", "read: a holder's getter, run by JSON.stringify"],
  ["M10", "M10b-getter-holder-structuredClone.mjs", "read: a holder's getter, run by structuredClone"],
  ["M12", "M12-global-function-typed-in-dts.ts", "type: a global function of a .d.ts, in TypeScript without types"],
  // A fifteenth run.
  [
    "L1",
    "L1a-sloppy-function-arguments-property.cjs",
    "read: a sloppy function's fn.arguments, read by another function",
  ],
  ["L1", "L1b-sloppy-caller-arguments.cjs", "read: a sloppy function's caller.arguments"],
  ["L2", "L2a-globalThis-Object-prototype-patch.mjs", "read: globalThis.Object.prototype patched"],
  ["L2", "L2b-Object-prototype-alias-patch.mjs", "read: Object.prototype patched through a variable"],
  ["L2", "L2c-getPrototypeOf-object-patch.mjs", "read: Object.getPrototypeOf({}) patched"],
  ["L2", "L2d-Function-prototype-valueOf-patch.mjs", "read: Function.prototype.valueOf patched, run by +fn"],
  ["L3", "L3a-setTimeout-method-reference.mjs", "read: setTimeout given a method of the file by reference"],
  ["L3", "L3b-setTimeout-bound-function.mjs", "read: setTimeout given a bound function of the file"],
  ["L3", "L3c-process-on-method-reference.mjs", "read: process.on given a method of the file by reference"],
  ["L3", "L3d-suppressed-toString-method-reference.mjs", "read: a kept toString naming a method of the file"],
  ["L3", "L3e-holder-toString-method-reference.mjs", "read: a holder's toString naming a method of the file"],
  ["L4", "L4a-jsx-attribute-imported-component.tsx", "type: a JSX attribute of an imported component"],
  ["L4", "L4b-jsx-attribute-declared-component.tsx", "type: a JSX attribute of a declared component"],
  ["L5", "L5a-object-assign-globalThis-function.mjs", "read: a global installed with Object.assign(globalThis, ...)"],
  ["L5", "L5b-defineProperty-console-method.mjs", "read: console.info replaced with Object.defineProperty"],
  ["L5", "L5c-object-assign-console-method.mjs", "read: console.info replaced with Object.assign"],
  ["L6", "L6a-function-instanceof-hasInstance.mjs", "read: fn instanceof C runs C's Symbol.hasInstance with fn"],
  ["L7", "L7a-function-source-Function-constructor.mjs", "read: a function's source recompiled with Function"],
  ["L7", "L7b-function-source-vm.mjs", "read: a function's source recompiled with vm"],
  ["L8", "L8a-holder-listed-through-parameter.mjs", "read: a holder listed through a parameter"],
  ["L8", "L8b-holder-listed-through-outer-holder.mjs", "read: a holder listed through an outer holder"],
  ["L9", "L9a-namespace-exports-result-variable.ts", "read: a namespace exports a variable holding the result"],
  [
    "L10",
    "L10a-array-holder-argument-declared-function.ts",
    "type: an array holding the result, given to a declared function",
  ],
  [
    "L10",
    "L10b-object-holder-argument-declared-function.ts",
    "type: an object holding the result, given to a declared function",
  ],
  // A sixteenth run.
  [
    "P1",
    "P1a-indent-of-line-inside-block-comment-new-block.mjs",
    "prettier: a line that starts inside a block comment, for a new block",
  ],
  [
    "P1",
    "P1b-indent-of-line-inside-block-comment-json-block.mjs",
    "prettier: a line that starts inside a block comment, in a json block",
  ],
  [
    "P1",
    "P1c-indent-of-result-line-inside-block-comment-rebuilt.mjs",
    "prettier: the result's line starts inside a block comment",
  ],
  [
    "P2",
    "P2a-multiline-comment-after-value-new-block-one-line.mjs",
    "prettier: a comment over two lines after a moved value (new block)",
  ],
  [
    "P2",
    "P2b-multiline-comment-after-value-json-block-one-line.mjs",
    "prettier: a comment over two lines after a moved value (json block)",
  ],
  [
    "P3",
    "P3a-multiline-comment-before-comma-after-it.mjs",
    "prettier: a comment over two lines before the member's comma",
  ],
  [
    "P4",
    "P4a-jsdoc-comment-of-moved-member-not-reindented.mjs",
    "prettier: a JSDoc comment of a moved member, moved deeper",
  ],
  [
    "P4",
    "P4b-star-block-comment-inside-moved-value-not-reindented.mjs",
    "prettier: a star block comment inside a moved value",
  ],
  [
    "P5",
    "P5a-line-separator-in-string-before-result-on-its-line.mjs",
    "prettier: a line separator earlier on the result's line",
  ],
  [
    "P6",
    "P6a-satisfies-typed-content-existing-json-block.ts",
    "type: a json block of a content under satisfies takes the keys",
  ],
  [
    "P6",
    "P6b-satisfies-inline-tuple-type-existing-json-block.ts",
    "type: a json block of a content under a tuple satisfies takes the keys",
  ],
  [
    "P7",
    "P7a-jsdoc-satisfies-typed-content-new-block.mjs",
    "type: a content under a JSDoc @satisfies cast, in checked JavaScript",
  ],
  [
    "Y1",
    "Y1a-prototype-patch-by-destructuring-assignment.mjs",
    "read: Object.prototype.toString written through a destructuring target",
  ],
  ["Y1", "Y1b-prototype-patch-by-for-of-target.mjs", "read: Object.prototype.toString written as a for...of target"],
  [
    "Y1",
    "Y1c-global-installed-by-destructuring-assignment.mjs",
    "read: a global installed through a destructuring target",
  ],
  ["Y2", "Y2a-global-installed-by-nullish-assignment.mjs", "read: a global installed by ??="],
  ["Y2", "Y2b-global-installed-by-or-assignment.mjs", "read: a global installed by ||="],
  ["Y3", "Y3a-global-installed-under-computed-name.mjs", "read: a global installed under a computed name"],
  [
    "Y3",
    "Y3b-global-installed-through-alias-of-globalThis.mjs",
    "read: a global installed through an alias of globalThis",
  ],
  [
    "Y4",
    "Y4a-global-installed-by-new-Function-string.mjs",
    "read: a global installed by code compiled with new Function",
  ],
  ["Y4", "Y4b-global-installed-by-vm-runInThisContext.mjs", "read: a global installed by code compiled with vm"],
  ["Y4", "Y4c-global-installed-by-data-url-import.mjs", "read: a global installed by a data: URL module"],
  ["Y5", "Y5a-Map-prototype-set-patched-holder.mjs", "read: a Map holder whose prototype's set the file replaces"],
  ["Y5", "Y5b-Set-prototype-add-patched-holder.mjs", "read: a Set holder whose prototype's add the file replaces"],
  [
    "Y6",
    "Y6a-Object-prototype-through-constructor-member.mjs",
    "read: Object.prototype patched as ({}).constructor.prototype",
  ],
  [
    "Y6",
    "Y6b-Object-prototype-through-alias-of-Object.mjs",
    "read: Object.prototype patched through an alias of Object",
  ],
  [
    "Y6",
    "Y6c-Object-prototype-destructured-from-Object.mjs",
    "read: Object.prototype destructured from Object and patched",
  ],
  [
    "Y7",
    "Y7a-apply-of-builtin-spreads-result-crash.mjs",
    "read: a built-in's apply reads the result's length and index keys",
  ],
  ["Y7", "Y7b-apply-of-console-log-spreads-result.mjs", "read: console.log.apply spreads the result"],
  ["Y8", "Y8a-console-dir-options-depth.mjs", "read: console.dir's options"],
  ["Y8", "Y8b-spawnSync-options-stdio.mjs", "read: spawnSync's options"],
  ["Y8", "Y8c-emitWarning-options-code-detail.mjs", "read: process.emitWarning's options"],
  ["Y9", "Y9a-method-replaced-on-alias-of-console.mjs", "read: a method replaced on an alias of console"],
  ["Y9", "Y9b-method-replaced-on-alias-of-process-stdout.mjs", "read: a method replaced on an alias of process.stdout"],
  // An eighteenth run: new causes.
  ["Z5", "Z5a-createRequire-loads-own-file.mjs", "read: the file loaded by a require that createRequire made"],
  ["Z5", "Z5b-createRequire-named-loader.mjs", "read: the file loaded by createRequire's require under another name"],
  ["Z6", "Z6a-self-import-with-query.mjs", "read: the file imported under its name with a query"],
  ["Z6", "Z6b-self-import-percent-encoded.mjs", "read: the file imported under its name percent-encoded"],
  ["Z6", "Z6c-self-import-empty-path-segment.mjs", "read: the file imported under its name with an empty path segment"],
  ["Z7", "Z7a-import-equals-require-self.ts", "read: the file imported by TypeScript's import = require"],
  ["Z8", "Z8a-cloneDeep-copy-read.mjs", "read: a copy another module's function gives back"],
  ["Z8", "Z8b-lodash-identity-value-read.mjs", "read: the object another module's function gives back"],
  ["Z8", "Z8c-declared-generic-function-value-read.ts", "type: a declared function typed to give its argument back"],
  // A nineteenth run: new causes.
  [
    "W20",
    "W20a-empty-content-disabled-range.mjs",
    "directive: an empty content filled, valid-content's turned-off report gone",
  ],
  [
    "W20",
    "W20b-empty-content-disable-enable-pair.mjs",
    "directive: the same inside an eslint-disable/eslint-enable pair",
  ],
  [
    "W20",
    "W20c-empty-content-disable-all-but-extra-keys.mjs",
    "directive: the same under an eslint-disable of all rules",
  ],
  [
    "W21",
    "W21a-line-comment-in-moved-value-counted-in-width.mjs",
    "prettier: a trailing line comment counted in a moved line's width",
  ],
  ["W21", "W21b-line-comment-in-moved-array-counted-in-width.mjs", "prettier: the same in an element of a moved array"],
  ["W22", "W22a-long-key-list-breaks-after-colon.mjs", "prettier: a long key whose list Prettier puts after the colon"],
  ["W22", "W22b-long-key-object-breaks-after-colon.mjs", "prettier: the same with an object"],
  // A twentieth run, on the rewritten writer (X20 and X22 are fixes now, tested below).
  ["X21", "X21a-comma-breaks-number-array-one-a-line.mjs", "prettier: the comma's overflow breaks numbers, which fill"],
  ["X21", "X21b-comma-breaks-number-array-element-of-content.mjs", "prettier: the same as a content element"],
  ["X23", "X23a-empty-content-broken-after-colon-stays-broken.mjs", "prettier: a list on the line after its key"],
  ["X23", "X23b-empty-content-broken-after-colon-multiline-value.mjs", "prettier: the same with a moved value"],
  ["X24", "X24a-yield-in-call-argument-broken-in-place.mjs", "prettier: a yield as a call's argument"],
  ["X24", "X24b-yield-in-binary-expression-broken-in-place.mjs", "prettier: a yield as an operand"],
  ["X24", "X24c-yield-in-logical-return-broken-in-place.mjs", "prettier: a yield inside `??`"],
  ["X25", "X25a-arrow-body-in-conditional-broken-in-place.mjs", "prettier: an arrow that is a conditional's branch"],
  ["X25", "X25b-arrow-body-in-logical-broken-in-place.mjs", "prettier: an arrow that is an operand of `&&`"],
  ["X26", "X26a-return-as-braceless-if-body.mjs", "prettier: a return on the line of its `if`"],
  ["X26", "X26b-assignment-as-braceless-for-body.mjs", "prettier: an assignment on the line of its `for`"],
  ["X27", "X27a-await-arrow-body-broken-in-place.mjs", "prettier: an `await` as an arrow's body"],
  ["X27", "X27b-await-object-arrow-body-broken-in-place.mjs", "prettier: the same with an object"],
  // A twenty-first run, on the same writer.
  ["X30", "X30a-comma-removed-from-kept-last-member-string-after-colon.mjs", "prettier: a member broken for its comma"],
  ["X30", "X30b-comma-removed-from-kept-last-member-call-arguments.mjs", "prettier: the same, a call's arguments"],
  ["X30", "X30c-comma-removed-from-kept-last-member-conditional.mjs", "prettier: the same, a conditional"],
  ["X31", "X31a-empty-json-block-no-bracket-spacing-array-joins.mjs", "prettier: a shorter line joins its array"],
  ["X31", "X31b-empty-json-block-no-bracket-spacing-call-arguments-join.mjs", "prettier: the same, arguments"],
  ["X31", "X31c-empty-json-block-no-bracket-spacing-conditional-joins.mjs", "prettier: the same, a conditional"],
  ["X32", "X32a-member-chain-arrow-argument-broken-in-place.mjs", "prettier: a member chain one call a line"],
  ["X32", "X32b-member-chain-await-arrow-argument-broken-in-place.mjs", "prettier: the same after await"],
  ["X32", "X32c-member-chain-array-element-expanded.mjs", "prettier: the same, the result in an array"],
  ["X33", "X33a-comment-before-hugged-argument.mjs", "prettier: a comment before a hugged argument"],
  ["X33", "X33b-comment-after-hugged-argument.mjs", "prettier: a comment after it"],
  ["X33", "X33c-comment-after-hugged-arrow-argument.mjs", "prettier: a comment after a hugged arrow"],
  ["X34", "X34a-first-of-several-declarators-object.mjs", "prettier: the first of several declarators"],
  ["X34", "X34b-first-of-several-declarators-tabs.mjs", "prettier: the same with tabs"],
  ["X34", "X34c-first-of-several-declarators-arrow-body.mjs", "prettier: the same, an arrow's body"],
  ["X35", "X35a-two-results-on-one-line-conditional.mjs", "prettier: two moves on one line, a conditional"],
  ["X35", "X35b-two-results-on-one-line-object-values.mjs", "prettier: two moves on one line, an object's values"],
  ["X36", "X36a-template-expression-after-line-break-reindented.mjs", "prettier: a template's code after a break"],
  ["X36", "X36b-template-expression-after-line-break-tabs.mjs", "prettier: the same with tabs"],
  // A twenty-fourth run: type-checks and what the client receives (its typed inputs: red-team-typed.test.ts).
  ["X41", "X41a-arrow-result-function-held-in-typed-variable.ts", "tsc: a function held where a type declares it"],
  ["X41", "X41b-arrow-result-function-in-typed-object.ts", "tsc: the same, a member of an object that satisfies one"],
  ["X42", "X42a-method-overload-implementation-without-return-type.ts", "tsc: an overloaded method's implementation"],
  ["X42", "X42b-function-overload-implementation-without-return-type.ts", "tsc: the same, a function"],
  ["X43", "X43a-bigint-value-json-cannot-carry.mjs", "client: a bigint, which JSON.stringify throws on"],
  ["X43", "X43b-function-value-leaves-empty-json-block.mjs", "client: a function, which leaves an empty block"],
  ["X43", "X43c-undefined-value-leaves-empty-json-block.mjs", "client: undefined in a branch, the same"],
];

/** The layout settings a case brings in `<case>.settings.json` (printWidth 80 else). */
const settingsOf = (filename: string): Record<string, unknown> => ({
  printWidth: 80,
  ...(existsSync(`${filename}.settings.json`) ? JSON.parse(readFileSync(`${filename}.settings.json`, "utf8")) : {}),
});

/** `--fix` under configs.recommended with these `settings["tool-result"]`, of a file of this folder. */
const fixWith = (code: string, settings: Record<string, unknown>, filename = path.join(dir, "tool.mjs")) =>
  new Linter({ configType: "flat", cwd: dir }).verifyAndFix(
    code,
    [plugin.configs.recommended, { settings: { "tool-result": settings } }],
    { filename },
  );

describe("inputs of the fourth, fifth and seventh to twenty-fourth red-team runs: --fix leaves them unchanged", () => {
  it.each(cases)("%s %s (%s)", (id, file) => {
    const filename = path.join(dir, file);
    const code = readFileSync(filename, "utf8");
    const config: Linter.Config[] = [
      { files: ["**/*.ts", "**/*.tsx"], languageOptions: { parser: tsParser } },
      { files: ["**/*.jsx", "**/*.tsx"], languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } } },
      { files: ["**/*.js"], languageOptions: { sourceType: "script" } },
      {
        files: ["**/*.cjs"],
        languageOptions: {
          sourceType: "commonjs",
          globals: { require: "readonly", __filename: "readonly", console: "readonly" },
        },
      },
      plugin.configs.recommended,
      { settings: { "tool-result": settingsOf(filename) } },
      // Only the plugin's fix may change the file; R22 needs a rule its directive turns off.
      { linterOptions: { reportUnusedDisableDirectives: "off" } },
      ...(id === "R22" ? [{ rules: { eqeqeq: "error" as const } }] : []),
    ];
    const result = new Linter({ configType: "flat", cwd: dir }).verifyAndFix(code, config, { filename });
    expect(result.output).toBe(code);
    // It is still reported.
    expect(result.messages.some((m) => m.ruleId?.startsWith("tool-result/"))).toBe(true);
  });
});

describe("a module's top-level names are its own: the thirteenth run's results there still get the fix", () => {
  const code = 'var r = { status: "success", content: [], frames: 1 };\nconsole.log(globalThis.r);\n';
  const fixed = 'var r = { status: "success", content: [{ json: { frames: 1 } }] };\nconsole.log(globalThis.r);\n';
  it.each([
    ["an ES module", "tool.mjs", { sourceType: "module" }],
    ["CommonJS", "tool.cjs", { sourceType: "commonjs" }],
    // typescript-eslint gives CommonJS a global scope without `globalReturn`: the setting is what counts.
    ["CommonJS in TypeScript", "tool.ts", { parser: tsParser, sourceType: "commonjs" }],
  ] as const)("%s", (_, file, languageOptions) => {
    const config: Linter.Config[] = [
      { files: ["**/*.mjs", "**/*.cjs", "**/*.ts"], languageOptions },
      plugin.configs.recommended,
    ];
    const result = new Linter({ configType: "flat", cwd: dir }).verifyAndFix(code, config, {
      filename: path.join(dir, file),
    });
    expect(result.output).toBe(fixed);
  });

  it("while in a classic script the same file is left to a suggestion", () => {
    const config: Linter.Config[] = [
      { files: ["**/*.js"], languageOptions: { sourceType: "script" } },
      plugin.configs.recommended,
    ];
    const messages = new Linter({ configType: "flat", cwd: dir }).verify(code, config, {
      filename: path.join(dir, "tool.js"),
    });
    const extra = messages.filter((m) => m.ruleId === "tool-result/no-extra-keys");
    expect(extra.map((m) => [m.line, m.column, m.fix === undefined, m.suggestions?.length])).toEqual([
      [1, 43, true, 1],
    ]);
  });
});

describe("the fourteenth run's M11: a json block with a getter that reads `this` takes no moved member", () => {
  it("the member goes to a block of its own, and the getter's block is left as it was", () => {
    const filename = path.join(dir, "M11a-json-target-getter-reads-this.mjs");
    const code = readFileSync(filename, "utf8");
    const config: Linter.Config[] = [plugin.configs.recommended, { settings: { "tool-result": { printWidth: 80 } } }];
    const result = new Linter({ configType: "flat", cwd: dir }).verifyAndFix(code, config, { filename });
    expect(result.output).toBe(
      code.replace("      },\n    ],\n    frames: 1,\n", "      },\n      { json: { frames: 1 } },\n    ],\n"),
    );
    expect(result.output).not.toBe(code);
  });
});

describe("the fourteenth and fifteenth runs' rules stay narrow: where nothing of the file can see the move, it is still a fix", () => {
  const R = `{ status: "success", content: [{ text: "ok" }], frames: 512 }`;
  it.each([
    [
      "a DOM element's attribute, without a factory of the file",
      "tool.jsx",
      `const r = ${R};\nrender(<div title={r} />);\n`,
    ],
    [
      "a child of an element of another module",
      "tool.jsx",
      `import { Panel } from "ui";\nconst r = ${R};\nrender(<Panel>{r}</Panel>);\n`,
    ],
    ["a primitive stored on the result", "tool.mjs", `const r = ${R};\nr.status = "error";\nexport default r;\n`],
    [
      "a kept arrow function, which has no this of its own",
      "tool.mjs",
      `const r = { status: "success", content: [{ text: "ok" }], toolUseId: () => "t", frames: 512 };\nexport default r;\n`,
    ],
    [
      "a prototype of String patched, not Object's",
      "tool.mjs",
      `String.prototype.shout = function () {\n  return this;\n};\nexport const r = ${R};\n`,
    ],
    [
      "a Node module's function whose value is thrown away",
      "tool.mjs",
      `import { setTimeout as sleep } from "node:timers/promises";\nconst r = ${R};\nawait sleep(1, r);\n`,
    ],
    [
      "a listener of the file, and the result given to another module",
      "tool.mjs",
      `import { send } from "./send.js";\nprocess.on("exit", () => {});\nsend(${R});\n`,
    ],
    [
      "a module loaded at run time by a package name",
      "tool.mjs",
      `const z = await import("zod");\nexport const r = ${R};\nz.parse(1);\n`,
    ],
    [
      "JSDoc of standard types only, under @ts-check",
      "tool.js",
      `// @ts-check\n/** @param {string} name */\nexport function tool(name) {\n  return ${R};\n}\n`,
    ],
    ["a runtime global given the literal, in TypeScript without types", "tool.ts", `console.log(${R});\n`],
    // The fifteenth run's rules.
    [
      "a member of a name the file stores no function under, beside the result in a built-in's call",
      "tool.mjs",
      `const err = new Error("x");\nconst r = ${R};\nconsole.log(err.message, r);\n`,
    ],
    [
      "a sloppy function's parameter, where no code reads fn.arguments or fn.caller",
      "tool.cjs",
      `function show(result) {\n  use(result.status);\n}\nshow(${R});\n`,
    ],
    [
      "a prototype compared, not changed",
      "tool.mjs",
      `const proto = Object.getPrototypeOf(input);\nexport const plain = proto === null || proto === Object.prototype;\nexport const r = ${R};\n`,
    ],
    ["a function's name read, not its source", "tool.mjs", `const make = () => (${R});\nconsole.log(make.name);\n`],
  ])("%s", (_, file, code) => {
    const config: Linter.Config[] = [
      { files: ["**/*.ts"], languageOptions: { parser: tsParser } },
      { files: ["**/*.jsx"], languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } } },
      { files: ["**/*.cjs"], languageOptions: { sourceType: "commonjs" } },
      plugin.configs.recommended,
    ];
    const result = new Linter({ configType: "flat", cwd: dir }).verifyAndFix(code, config, {
      filename: path.join(dir, file),
    });
    expect(result.output).toContain("{ json: { frames: 512 } }");
    expect(result.messages.filter((m) => m.ruleId === "tool-result/no-extra-keys")).toEqual([]);
  });
});

describe("the seventeenth run's rules stay narrow: where nothing of the file can see the move, it is still a fix", () => {
  const R = `{ status: "success", content: [{ text: "ok" }], frames: 512 }`;
  // Each result is at the top level and too long for one line once fixed: Prettier's layout of it.
  const FIXED = `{\n  status: "success",\n  content: [{ text: "ok" }, { json: { frames: 512 } }],\n}`;
  it.each([
    [
      "Y1: a member of another object written through a destructuring target",
      `const o = {};\n({ a: o.a } = { a: 1 });\nsend(${R});\n`,
    ],
    ["Y2: a global of another name installed by ??=", `globalThis.other ??= 1;\nsend(${R});\n`],
    [
      "Y3: a computed write on an object of the file, and an alias of globalThis only read",
      `const cache = {};\nconst key = "a";\ncache[key] = 1;\nconst g = globalThis;\nconsole.log(g.process);\nsend(${R});\n`,
    ],
    [
      "Y4: a timer given a function, Node's own module imported",
      `import fs from "node:fs";\nsetTimeout(() => fs.rmSync("x"), 1);\nsend(${R});\n`,
    ],
    [
      "Y5: a new Map holding the result, where the file patches only its own function's prototype",
      `function Tool() {}\nTool.prototype.run = function () {};\nconst cache = new Map();\ncache.set("a", ${R});\n`,
    ],
    [
      "Y6: a function destructured from Object, and a class's prototype destructured and written",
      `const { keys } = Object;\nconst { prototype } = class {};\nprototype.x = keys({});\nexport const r = ${R};\n`,
    ],
    [
      "Y7: apply of a list the file writes, the result printed",
      `console.log.apply(console, ["x"]);\nconsole.log(${R});\n`,
    ],
    [
      "Y8: console.dir of another value with options, the result printed after a label",
      `const other = { a: 1 };\nconsole.dir(other, { depth: 0 });\nconsole.log("done", ${R});\n`,
    ],
    [
      "Y9: an alias of console none of whose methods the file writes",
      `const c = console;\nconst res = { statusCode: 0 };\nres.statusCode = 200;\nc.info(${R});\n`,
    ],
  ])("%s", (_, code) => {
    const result = new Linter({ configType: "flat", cwd: dir }).verifyAndFix(code, [plugin.configs.recommended], {
      filename: path.join(dir, "tool.mjs"),
    });
    expect(result.output).toBe(code.replace(R, FIXED));
    expect(result.messages).toEqual([]);
  });
});

describe("the eighteenth run's rules stay narrow: where nothing of the file can see the move, it is still a fix", () => {
  const R = `{ status: "success", content: [{ text: "ok" }], frames: 512 }`;
  // Each result is at the top level and too long for one line once fixed: Prettier's layout of it.
  const FIXED = `{\n  status: "success",\n  content: [{ text: "ok" }, { json: { frames: 512 } }],\n}`;
  it.each([
    [
      "Z5: another of Node's modules imported, and import.meta.url read",
      "tool.mjs",
      `import path from "node:path";\nconsole.log(path.basename(import.meta.url));\nsend(${R});\n`,
    ],
    [
      "Z5: a comment that names createRequire and eval (a comment runs nothing)",
      "tool.mjs",
      `// Loaded with createRequire elsewhere; no eval here.\n/* createRequire(import.meta.url) */\nsend(${R});\n`,
    ],
    [
      "Z6: another file imported with a query, a hash and an empty path segment",
      "tool.mjs",
      `import * as a from "./other.mjs?v=2";\nimport * as b from ".//other.mjs#x";\na.run(b);\nsend(${R});\n`,
    ],
    [
      "Z6: a percent-escape in a specifier that names another file",
      "tool.mjs",
      `import * as a from "./other%6F.mjs";\na.run();\nsend(${R});\n`,
    ],
    [
      "Z7: TypeScript's import = require of another module",
      "tool.ts",
      `import other = require("./other");\nother.run();\nconsole.log(${R});\n`,
    ],
    [
      "Z8: another module's function, its value awaited and discarded",
      "tool.mjs",
      `import { send } from "./transport.mjs";\nawait send(${R});\n`,
    ],
    [
      "Z8: another module's function, its value kept under a name never read",
      "tool.mjs",
      `import { send } from "./transport.mjs";\nconst receipt = send(${R});\nexport {};\n`,
    ],
  ])("%s", (_, file, code) => {
    const config: Linter.Config[] = [
      { files: ["**/*.ts"], languageOptions: { parser: tsParser } },
      plugin.configs.recommended,
    ];
    const result = new Linter({ configType: "flat", cwd: dir }).verifyAndFix(code, config, {
      filename: path.join(dir, file),
    });
    expect(result.output).toBe(code.replace(R, FIXED));
    expect(result.messages).toEqual([]);
  });
});

describe("the nineteenth run's rules stay narrow: where no directive and no layout can tell, it is still a fix", () => {
  const lint = (code: string): string =>
    new Linter({ configType: "flat", cwd: dir }).verifyAndFix(
      code,
      [
        plugin.configs.recommended,
        { settings: { "tool-result": { printWidth: 80 } } },
        { linterOptions: { reportUnusedDisableDirectives: "off" } },
      ],
      { filename: path.join(dir, "tool.mjs") },
    ).output;
  it.each([
    [
      "W20: an empty content, no directive",
      'void { status: "success", content: [], frames: 1 };\n',
      'void { status: "success", content: [{ json: { frames: 1 } }] };\n',
    ],
    [
      "W20: an empty content, a directive that turns off another rule",
      '/* eslint-disable tool-result/no-error-as-success */\nvoid { status: "success", content: [], frames: 1 };\n',
      '/* eslint-disable tool-result/no-error-as-success */\nvoid { status: "success", content: [{ json: { frames: 1 } }] };\n',
    ],
    [
      "W20: valid-content turned off, the content not empty",
      '/* eslint-disable tool-result/valid-content */\nvoid { status: "success", content: [{ text: "ok" }], frames: 1 };\n',
      '/* eslint-disable tool-result/valid-content */\nvoid { status: "success", content: [{ text: "ok" }, { json: { frames: 1 } }] };\n',
    ],
    [
      "W21: a moved line that fits without its trailing comment",
      'void {\n  status: "success",\n  content: [{ text: "ok" }],\n  sizes: [\n    { name: "thumbnail", width: 160, height: 120, format: "avif", q: 8 }, // s\n  ],\n};\n',
      'void {\n  status: "success",\n  content: [\n    { text: "ok" },\n    {\n      json: {\n        sizes: [\n          { name: "thumbnail", width: 160, height: 120, format: "avif", q: 8 }, // s\n        ],\n      },\n    },\n  ],\n};\n',
    ],
  ])("%s", (_, code, fixed) => {
    expect(lint(code)).toBe(fixed);
  });
});

describe("a moved value is copied as it is, never laid out anew", () => {
  it("W22: a long key whose list no longer fits one level deeper is left to a suggestion", () => {
    const code =
      'void {\n  status: "success",\n  content: [{ text: "ok" }],\n  thumbnailRenditionsGeneratedForTheGalleryPreviewInTheSidebarOfTheEdit: ["a"],\n};\n';
    const messages = new Linter({ configType: "flat", cwd: dir }).verify(
      code,
      [plugin.configs.recommended, { settings: { "tool-result": { printWidth: 80 } } }],
      { filename: path.join(dir, "tool.mjs") },
    );
    const report = messages.find((m) => m.ruleId === "tool-result/no-extra-keys");
    expect(report?.fix).toBeUndefined();
    // Prettier would break the moved list after its bracket; the suggestion leaves that to the formatter.
    expect(report?.suggestions?.[0]?.fix.text).toContain(
      '\n        thumbnailRenditionsGeneratedForTheGalleryPreviewInTheSidebarOfTheEdit: ["a"],\n',
    );
  });
});

describe("the twentieth run's X20 and X22: the fix now writes what Prettier writes", () => {
  it.each([
    [
      "X20a-block-comment-after-moved-last-member-expanded.mjs",
      'content: [{ text: "a" }, { json: { frames: 1 } }] /* c */,',
    ],
    ["X20b-block-comment-after-moved-member-empty-content.mjs", "content: [{ json: { kppppppppppp: 1 } }] /* c */,"],
    ["X22a-conditional-branch-array-element-unit-from-alignment.mjs", '\n      {\n        status: "success",\n'],
    ["X22b-conditional-branch-property-value-unit-from-alignment.mjs", '\n        status: "success",\n'],
    ["X22c-conditional-branch-tabs-unit-from-alignment.mjs", '\n\t\t\t\tstatus: "success",\n'],
  ])("%s", async (file, expected) => {
    const filename = path.join(dir, file);
    const code = readFileSync(filename, "utf8");
    const settings = settingsOf(filename);
    const result = fixWith(code, settings, filename);
    expect(result.fixed).toBe(true);
    expect(result.output).toContain(expected);
    const options = { parser: "babel", printWidth: 80, useTabs: settings.useTabs === true };
    expect(await prettier.check(code, options)).toBe(true);
    expect(await prettier.format(result.output, options)).toBe(result.output);
  });
});

describe("the twentieth and twenty-first runs' rules stay narrow: where Prettier breaks the list in place, it is still a fix", () => {
  const lint = (code: string): boolean => fixWith(code, { printWidth: 60 }).fixed;
  const R = '{ status: "success", content: [{ text: "okay" }], frames: 1 }';
  it.each([
    ["a yield as a statement", `export function* g() {\n  yield ${R};\n}\n`],
    ["a yield as a variable's value", `export function* g() {\n  const x = yield ${R};\n  return x;\n}\n`],
    ["an arrow's body, the arrow a variable's value", `export const f = () => (${R});\n`],
    ["an arrow's body, the arrow a property's value", `export const tools = {\n  f: () => (${R}),\n};\n`],
    ["a return inside braces", `export function g(ok) {\n  if (ok) {\n    return ${R};\n  }\n}\n`],
    ["an await as a return's value", `export async function g() {\n  return await [${R}];\n}\n`],
    ["the only argument of a call of the file, no comment beside it", `function keep(r) {}\nkeep(${R});\n`],
    ["one declarator", `export const r = ${R};\n`],
    ["an object on the line that holds the result", `export const out = { id: 1, result: ${R} };\n`],
  ])("%s", (_, code) => {
    expect(lint(code)).toBe(true);
  });
});

describe("the twenty-first run's X30 stays narrow: a kept last member that takes the moved members grows, and stays broken", () => {
  it("trailingComma none: the content array, broken and now last, loses its comma and is still a fix", () => {
    const code =
      'export function run(frame) {\n  return {\n    status: "success",\n    content: [\n      { text: "Teleoperation completed for the arm and the gripper" },\n      { image: frame }\n    ],\n    frames: 1\n  };\n}\n';
    const result = fixWith(code, { printWidth: 80, trailingComma: "none" });
    expect(result.output).toBe(
      'export function run(frame) {\n  return {\n    status: "success",\n    content: [\n      { text: "Teleoperation completed for the arm and the gripper" },\n      { image: frame },\n      { json: { frames: 1 } }\n    ]\n  };\n}\n',
    );
  });
});

describe("the twenty-second run's X40: a json payload shaped like a tool result takes no moved member", () => {
  it.each([
    ["X40a-moved-key-lands-in-result-shaped-json-payload.mjs", "elapsedMs: 12"],
    ["X40b-moved-key-lands-in-multiline-result-shaped-payload.mjs", "retryable: true"],
  ])("%s: the member goes to a block of its own, the payload stays as it was", (file, member) => {
    const filename = path.join(dir, file);
    const code = readFileSync(filename, "utf8");
    const result = fixWith(code, { printWidth: 80 }, filename);
    // One pass: the payload is not read as a result with an extra key afterwards.
    expect(result.messages).toEqual([]);
    expect(result.output).toContain(`{ json: { ${member} } },\n  `);
    const payload = /json: \{\s*status: "(?:success|error)",\s*content: \[\{ text: "\w+" \}\],?\s*\}/u;
    expect(result.output).toMatch(payload);
  });
});
