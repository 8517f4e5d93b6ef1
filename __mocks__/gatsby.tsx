import React from "react";

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  partiallyActive?: boolean;
};

module.exports = {
  graphql: jest.fn(),
  Link: jest.fn(({ to, activeClassName: _a, partiallyActive: _p, ...rest }: LinkProps) =>
    React.createElement("a", { ...rest, href: to }),
  ),
  navigate: jest.fn(),
  useStaticQuery: jest.fn(),
  withPrefix: (p: string) => p,
};
