interface Frame {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** Grabs one frame from a camera and returns it to the agent. */
export function capture(grab: () => Frame | undefined, camera: string) {
  const started = Date.now();
  const frame = grab();
  if (!frame) {
    return { status: "error", content: `Camera ${camera} returned no frame.` };
  }
  return {
    status: "sucess",
    content: [
      { text: `Captured ${frame.width}x${frame.height} from ${camera}.` },
      { image: { format: "png", source: { bytes: frame.bytes } } },
    ],
    camera,
    latencyMs: Date.now() - started,
  };
}
