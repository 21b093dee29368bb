// Removes dist/ so a build never ships files whose source was deleted.
import { rmSync } from "node:fs";
rmSync(new URL("../dist", import.meta.url), { recursive: true, force: true });
