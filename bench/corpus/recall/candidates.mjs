// Lists the candidate object literals of the recall corpus (object literals with a `content`,
// `isError`, `structuredContent` or `toolUseId` key) that bench/corpus/recall/manifest.json does not
// classify yet, each with the context a reader needs to classify it: where the value goes (returned,
// held in a variable, passed to a call), the enclosing functions and a one-line excerpt. It classifies
// nothing itself.
// Usage: [RECALL_CORPUS=heldout] node bench/corpus/recall/candidates.mjs [--all] [package-name ...]
//   --all   list classified candidates too (with their classification)
import { readFileSync } from "node:fs";
import path from "node:path";
import { describeCandidates } from "../../lib/recall-candidates.mjs";
import { loadRecallCorpus, packageFiles, preparePackage } from "../../lib/recall-corpus.mjs";

const args = process.argv.slice(2);
const all = args.includes("--all");
const only = args.filter((a) => !a.startsWith("--"));
const corpus = loadRecallCorpus();

for (const pkg of corpus.packages) {
  if (only.length > 0 && !only.includes(pkg.name)) continue;
  const dir = preparePackage(pkg, corpus.cacheDir);
  const classified = new Map(
    corpus.entries.filter((e) => e.package === pkg.name).map((e) => [`${e.file}:${e.line}:${e.column}`, e]),
  );
  let listed = 0;
  let total = 0;
  for (const file of packageFiles(pkg, dir)) {
    const text = readFileSync(path.join(dir, file), "utf8");
    const found = describeCandidates(file, text);
    for (const c of found) {
      total++;
      const entry = classified.get(`${file}:${c.line}:${c.column}`);
      if (entry && !all) continue;
      listed++;
      const verdict = entry ? ` [${entry.kind}${entry.pattern ? ` ${entry.pattern}` : ""}]` : "";
      console.log(`${pkg.name} ${file}:${c.line}:${c.column}${verdict} {${c.keys.join(", ")}} -> ${c.to}`);
      console.log(`    in ${c.within || "(top level)"}${c.cases}`);
      console.log(`    ${c.excerpt}`);
    }
  }
  console.error(`${pkg.name}@${pkg.version}: ${total} candidates, ${listed} listed`);
}
