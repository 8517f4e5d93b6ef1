import type { ComponentProps, ReactNode } from "react";

/**
 * A link that opens in a new tab (without giving the new page a handle on this one), with a
 * note only screen readers hear after its text: what it is about and that it opens a new tab.
 */
export default function NewTabLink({
  href,
  note,
  children,
  ...rest
}: Omit<ComponentProps<"a">, "target" | "rel"> & { note: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden">{note}</span>
    </a>
  );
}
