/**
 * Line icons used by content (services, features, values): content names an icon by key,
 * unknown keys fall back to a check mark. 24x24, stroke only, decorative.
 */
import { PATHS } from "../../lib/icon-paths";

export default function Icon({ name, size = 24 }: { name: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name] ?? PATHS.check} />
    </svg>
  );
}
