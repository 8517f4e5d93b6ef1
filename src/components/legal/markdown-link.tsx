import type { ComponentProps } from "react";
import { useFrame } from "../../hooks/use-frame";
import NewTabLink from "../new-tab-link";

const isExternal = (href?: string) => Boolean(href && /^https?:\/\//.test(href));

/** Links of the legal texts: external ones open in a new tab, and say so to screen readers. */
export default function MarkdownLink({ href, children, ...rest }: ComponentProps<"a">) {
  const { newTab } = useFrame().cards;
  return isExternal(href) ? (
    <NewTabLink href={href} note={` ${newTab}`} {...rest}>
      {children}
    </NewTabLink>
  ) : (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
