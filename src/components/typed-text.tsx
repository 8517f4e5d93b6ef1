import { useEffect, useState } from "react";

/**
 * Text typed out letter by letter over `duration` ms after hydration. The full text stays in the
 * document (transparent while typing) so it keeps its space and screen readers read it once;
 * the typed overlay is hidden from them. No animation under prefers-reduced-motion.
 */
export default function TypedText({ text, duration = 2500 }: { text: string; duration?: number }) {
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const n = Math.min(text.length, Math.round(((now - start) / duration) * text.length));
      setCount(n);
      if (n < text.length) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [text, duration]);

  const typing = count !== null && count < text.length;
  return (
    <span sx={{ position: "relative", display: "inline-block" }}>
      <span sx={{ color: typing ? "transparent" : "inherit" }}>{text}</span>
      {typing && (
        <span aria-hidden="true" data-typed sx={{ position: "absolute", inset: 0 }}>
          {text.slice(0, count)}
          <span
            sx={{
              display: "inline-block",
              width: "2px",
              height: "1em",
              ml: "2px",
              verticalAlign: "-0.1em",
              bg: "accent",
            }}
          />
        </span>
      )}
    </span>
  );
}
