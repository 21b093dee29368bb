// Writes contract.schema.json at the package root from the contract data (run by `npm run build`,
// after tsc). tests/contract/json-schema.test.ts checks that the committed file is up to date.
import { writeFileSync } from "node:fs";
import { contractToJsonSchema } from "../dist/contract/json-schema.js";

const target = new URL("../contract.schema.json", import.meta.url);
writeFileSync(target, `${JSON.stringify(contractToJsonSchema(), null, 2)}\n`);
