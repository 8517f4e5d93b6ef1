import { useEffect, useState } from "react";

/**
 * The current year, computed in the visitor's browser. The static HTML carries the build year
 * (`__BUILD_YEAR__`, fixed by webpack at build time so that hydration matches the HTML), and
 * the browser replaces it right after load: a page built in December still says the right
 * year in January.
 */
export default function CurrentYear() {
  const [year, setYear] = useState<number>(__BUILD_YEAR__);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <span data-testid="current-year">{year}</span>;
}
