// A JavaScript tool: the rules work on plain JS too.

/** Closes the gripper until the measured force reaches the target. */
export function grasp(gripper, targetNewtons) {
  const reading = gripper.close(targetNewtons);
  const telemetry = { force: reading.force, slip: reading.slip };
  if (reading.force < targetNewtons * 0.5) {
    return { status: "error", content: [], reason: "object slipped", ...telemetry };
  }
  return { status: "success", content: [{ text: `Grasped at ${reading.force} N.`, json: telemetry }] };
}
