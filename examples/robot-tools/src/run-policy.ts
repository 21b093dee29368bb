import type { ToolResult } from "./types.js";

/** Runs a trained policy for a few episodes. The reference shape: a summary and a json payload. */
export async function runPolicy(episodes: number, rollout: () => Promise<number>): Promise<ToolResult> {
  let successes = 0;
  let steps = 0;
  for (let i = 0; i < episodes; i++) {
    const taken = await rollout();
    steps += taken;
    if (taken > 0) successes++;
  }
  const successRate = episodes === 0 ? 0 : successes / episodes;
  return {
    status: "success",
    content: [
      { text: `Rollout completed: ${episodes} episodes, ${successRate.toFixed(1)} success rate.` },
      { json: { episodes, successRate, steps } },
    ],
  };
}
