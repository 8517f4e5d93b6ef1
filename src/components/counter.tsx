import { useEffect, useRef, useState } from "react";
import { formatStat, parseStat } from "../lib/parse-stat";

export interface CounterProps {
  /** The final text, e.g. "200+", "250%", "24/7". */
  value: string;
  /** Count-up duration in ms. */
  duration?: number;
  className?: string;
}

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A stat that counts up once, when its top reaches 85% of the viewport height. The static HTML
 * and screen readers get the final value; without IntersectionObserver or with reduced motion
 * the final value is shown at once.
 */
export default function Counter({ value, duration = 2500, className }: CounterProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [text, setText] = useState(value);

  useEffect(() => {
    const el = ref.current;
    const stat = parseStat(value);
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    if (!el || !stat || reduced || typeof IntersectionObserver === "undefined") {
      setText(value);
      return;
    }
    const grouping = value.includes(",");
    setText(formatStat(stat, 0, grouping));
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const tick = (now: number) => {
          const t = Math.min(1, (now - start) / duration);
          setText(t >= 1 ? value : formatStat(stat, easeOut(t), grouping));
          if (t < 1) frame = requestAnimationFrame(tick);
        };
        frame = requestAnimationFrame(tick);
      },
      // The bottom 15% of the viewport does not count: counting starts at 85% of its height.
      { rootMargin: "0px 0px -15% 0px" },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, duration]);

  return (
    <span ref={ref} className={className}>
      <span aria-hidden="true" data-counter={value} sx={{ fontVariantNumeric: "tabular-nums" }}>
        {text}
      </span>
      <span className="visually-hidden">{value}</span>
    </span>
  );
}
