// Reads a V8 .cpuprofile (node --cpu-prof) and tells how much of the CPU samples fall in the plugin:
// samples with a frame from the plugin's dist/ on the stack (its own code and whatever it calls).
import { readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const DIST = `${realpathSync(fileURLToPath(new URL("../../dist/", import.meta.url)))}${path.sep}`;

function fileOf(url) {
  if (!url) return "";
  try {
    return url.startsWith("file:") ? fileURLToPath(url) : url;
  } catch {
    return url;
  }
}

/**
 * Returns `{ totalMs, gcMs, pluginMs, hot, hotInclusive }`: `totalMs` is every non-idle sample, `pluginMs`
 * the samples with a plugin frame on the stack, `hot` the functions with the most self time among those
 * samples, `hotInclusive` the plugin's own functions with the most time spent in them and their callees.
 */
export function pluginShare(profileFile, top = 8) {
  const profile = JSON.parse(readFileSync(profileFile, "utf8"));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const isPlugin = (n) => {
    const file = fileOf(n.callFrame.url);
    return file.startsWith(DIST);
  };
  const label = (n) => {
    const file = fileOf(n.callFrame.url);
    const where = file.startsWith(DIST)
      ? `dist/${path.relative(DIST, file)}`
      : file.replace(/^.*node_modules[\\/]/u, "");
    return `${n.callFrame.functionName || "(anonymous)"} (${where.replaceAll("\\", "/")}:${n.callFrame.lineNumber + 1})`;
  };
  const inPlugin = new Map();
  const onStack = (id) => {
    if (inPlugin.has(id)) return inPlugin.get(id);
    const n = byId.get(id);
    const p = parent.get(id);
    const v = isPlugin(n) || (p !== undefined && onStack(p));
    inPlugin.set(id, v);
    return v;
  };
  let totalUs = 0;
  let gcUs = 0;
  let pluginUs = 0;
  const self = new Map();
  const inclusive = new Map();
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const n = byId.get(id);
    const name = n.callFrame.functionName;
    if (name === "(idle)" || name === "(program)") return;
    totalUs += dt;
    if (name === "(garbage collector)") {
      gcUs += dt;
      return;
    }
    if (!onStack(id)) return;
    pluginUs += dt;
    const key = label(n);
    self.set(key, (self.get(key) ?? 0) + dt);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at);
      if (!fileOf(frame.callFrame.url).startsWith(DIST)) continue;
      const k = label(frame);
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
    }
  });
  const hot = [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([fn, us]) => ({ fn, ms: us / 1000 }));
  // The plugin's own functions by inclusive time, leaving out the rule listeners themselves (they
  // include everything) so the helpers they spend it in show.
  const hotInclusive = [...inclusive]
    .filter(([fn]) => !/^ObjectExpression /u.test(fn))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([fn, us]) => ({ fn, ms: us / 1000 }));
  return { totalMs: totalUs / 1000, gcMs: gcUs / 1000, pluginMs: pluginUs / 1000, hot, hotInclusive };
}
