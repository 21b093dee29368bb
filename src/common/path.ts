/** Paths of issues as text, for messages: `content[2].json.frames` (the runtime and the test matchers write them alike). */
import { MAX_QUOTED, quote } from "./text.js";

/**
 * `frames`, `hz_2`, `$x`: a key written after a dot. A loop over char codes (cheaper than a regex for the
 * short keys that are the rule). A key too long to quote whole is written quoted, so that it is cut.
 */
function isIdentifier(key: string): boolean {
  const n = key.length;
  if (n === 0 || n > MAX_QUOTED) return false;
  for (let i = 0; i < n; i++) {
    const c = key.charCodeAt(i);
    const letter = (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 36;
    if (!letter && (i === 0 || c < 48 || c > 57)) return false;
  }
  return true;
}

const PATH_HEAD = 12;
const PATH_TAIL = 8;

/**
 * `["content", 2, "json", "a b"]` as `content[2].json["a b"]`; `[]` as `result`. A path longer than 24
 * segments keeps its first 12 and last 8, with `...(N more)...` between. A key longer than 200
 * characters is written by its start (`["aaaa..."]`), so a path stays short whatever the keys.
 */
export function formatPath(path: readonly (string | number)[]): string {
  if (path.length === 0) return "result";
  if (path.length === 1) {
    const only = path[0]!;
    return typeof only === "number" ? `[${only}]` : isIdentifier(only) ? only : `[${quote(only)}]`;
  }
  if (path.length > PATH_HEAD + PATH_TAIL + 4) {
    const tail = formatPath(path.slice(-PATH_TAIL));
    return `${formatPath(path.slice(0, PATH_HEAD))}...(${path.length - PATH_HEAD - PATH_TAIL} more)...${/^[[]/u.test(tail) ? "" : "."}${tail}`;
  }
  let out = "";
  for (const segment of path) {
    if (typeof segment === "number") out += `[${segment}]`;
    else if (isIdentifier(segment)) out += out === "" ? segment : `.${segment}`;
    else out += `[${quote(segment)}]`;
  }
  return out;
}
