/**
 * Runs `run` in a task queued from the next animation frame: after the main thread has painted
 * that frame, so work put here never delays the paint that answers an input. Returns the cancel
 * (for an effect's cleanup): nothing runs once it has been called. docs/decisions/interaction.md
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
