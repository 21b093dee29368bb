/**
 * The fix decides whether a line fits the print width by counting its columns as Prettier does; a
 * column counted differently is a line Prettier breaks and the fix does not (or the other way round).
 * Differential: `displayWidth` against Prettier's own `getStringWidth`, on text made of the characters
 * the two could count differently and on any Unicode text.
 */
import fc from "fast-check";
import * as prettier from "prettier";
import { displayWidth, knownWidth } from "../../../src/rules/fix/layout.js";
import { fuzzRuns, fuzzSeed } from "./lib/runs.js";

const tricky = fc.constantFrom(
  ...["a", " ", "\t", "é", "e\u0301", "\u20dd", "\u05b0", "\u0e31", "\u0007", "\u0085", "\u200b", "\u200d"],
  ...["\ufe0f", "中", "한", "ア", "ｱ", "\uff01", "\u3000", "\u{20000}", "€", "—", "…", "\u2028"],
  // Emoji: with a default emoji presentation or not, with a modifier, joined, flags, keycaps, tags.
  ...["😀", "☕", "⌚", "⭐", "✅", "🪼", "©", "©️", "™", "❤", "❤️", "☺", "☺️", "☝", "☝🏽", "🏋", "🕴"],
  ...["👍🏽", "👨‍👩‍👧", "👩‍❤️‍👨", "🇯🇵", "🇯", "#️⃣", "1️⃣", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "〰", "㊗"],
  // DEL, which Prettier counts as ASCII; a keycap and a joined emoji without their variation selector.
  ...["\u007f", "1\u20e3", "\u2764\u200d\u{1f525}"],
);
const text = fc.oneof(
  fc.array(tricky, { maxLength: 8 }).map((parts) => parts.join("")),
  fc.string({ unit: "binary", maxLength: 8 }),
  fc.string({ unit: "grapheme", maxLength: 8 }),
);

describe("displayWidth", () => {
  it("counts the columns of a text as Prettier does", () => {
    fc.assert(
      fc.property(
        text.filter((t) => !t.startsWith("\t")),
        fc.integer({ min: 1, max: 8 }),
        // Where the count may differ, the fix is told so (knownWidth) and leaves the move to a person.
        (t, tabWidth) => !knownWidth(t) || displayWidth(t, { tabWidth }) === prettier.util.getStringWidth(t),
      ),
      { numRuns: fuzzRuns(20_000), seed: fuzzSeed(20261203) },
    );
  });

  it("counts a tab of indentation for tabWidth columns, and the text after it as Prettier does", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 8 }), text, (tabs, tabWidth, t) => {
        const rest = t.replace(/^\t+/u, "");
        return (
          !knownWidth(rest) ||
          displayWidth("\t".repeat(tabs) + rest, { tabWidth }) === tabWidth * tabs + prettier.util.getStringWidth(rest)
        );
      }),
      { numRuns: fuzzRuns(2_000), seed: fuzzSeed(20261204) },
    );
  });

  it("names the cases that once counted one column where Prettier counts two, or none", () => {
    const width = (text: string) => displayWidth(text, { tabWidth: 2 });
    expect(["✅", "☕", "⭐", "☝", "👍🏽", "👨‍👩‍👧", "中"].map(width)).toEqual([2, 2, 2, 2, 2, 2, 2]);
    expect(["\u05b0", "\u0007", "\u0085"].map(width)).toEqual([0, 0, 0]);
    // DEL in otherwise ASCII text is one column to Prettier.
    expect(width("ab\u007f")).toBe(prettier.util.getStringWidth("ab\u007f"));
    expect(width("ab\u007f")).toBe(3);
  });

  it("knows where it may count apart from Prettier: a joiner or a keycap mark", () => {
    expect(["1\u20e3", "\u2764\u200d\u{1f525}"].map(knownWidth)).toEqual([false, false]);
    expect(["1\u20e3", "\u2764\u200d\u{1f525}"].map((t) => width2(t) === prettier.util.getStringWidth(t))).toEqual([
      false,
      false,
    ]);
    expect(["✅", "中", "ab\u007f"].map(knownWidth)).toEqual([true, true, true]);
  });
});

function width2(text: string): number {
  return displayWidth(text, { tabWidth: 2 });
}
