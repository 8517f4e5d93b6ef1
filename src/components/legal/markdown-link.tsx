import type { ComponentProps } from "react";
import { useFrame } from "../../hooks/use-frame";

const isExternal = (href?: string) => Boolean(href && /^https?:\/\//.test(href));

/** Links of the legal texts: external ones open in a new tab, and say so to screen readers. */
export default function MarkdownLink({ href, children, ...rest }: ComponentProps<"a">) {
  const { newTab } = useFrame().cards;
  return isExternal(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden">{` ${newTab}`}</span>
    </a>
  ) : (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
