import { colors } from ".";

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// Text/background pairs the components use, with the WCAG AA floor each must meet.
const PAIRS: [keyof typeof colors, keyof typeof colors, number][] = [
  ["text", "background", 4.5],
  ["text", "muted", 4.5],
  ["text", "highlight", 4.5],
  ["mutedText", "background", 4.5],
  ["mutedText", "muted", 4.5],
  ["primary", "background", 4.5],
  ["primary", "highlight", 4.5],
  ["primary", "muted", 4.5],
  ["background", "primary", 4.5], // button label
  ["background", "primaryHover", 4.5],
  ["secondary", "background", 4.5],
  ["onInk", "ink", 4.5],
  ["onInkMuted", "ink", 4.5],
  ["accent", "ink", 4.5],
  ["ink", "accent", 4.5], // accent button label
  ["danger", "background", 4.5],
  ["success", "background", 4.5],
  ["focus", "background", 3], // focus ring: non-text contrast
  ["focus", "ink", 3],
];

describe("theme colours", () => {
  it.each(PAIRS)("%s on %s meets %s:1", (fg, bg, floor) => {
    expect(contrast(colors[fg], colors[bg])).toBeGreaterThanOrEqual(floor);
  });
});
