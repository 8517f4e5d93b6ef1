/**
 * A fixed-size image's `srcset` (widths, as gatsby-plugin-image gives it) as pixel densities beyond
 * 1x: `src` is the 1x file, so no `sizes` is needed and the browser makes the same choice.
 */
export function densitySrcSet(srcSet: string | undefined, width: number): string | undefined {
  const extra = (srcSet ?? "")
    .split(",")
    .map((entry) => /^\s*(\S+)\s+(\d+)w\s*$/.exec(entry))
    .filter((m): m is RegExpExecArray => m !== null && Number(m[2]) > width)
    .map((m) => `${m[1]} ${Number(m[2]) / width}x`);
  return extra.length > 0 ? extra.join(",") : undefined;
}
