import { Link } from "gatsby";
import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Box, Button, Flex } from "theme-ui";
import { useGetStartedDialogOpener } from "./dialog-context";
import { useFrame } from "../hooks/use-frame";
import { useSite } from "../hooks/use-site";
import { MAIN_NAV, navMatch } from "../lib/navigation";
import LogoMark from "./logo";
import MenuIcon from "./icons/menu-icon";
import SiteSearch from "./search/site-search";

export default function Header({ pathname }: { pathname: string }) {
  const site = useSite();
  const { nav, search } = useFrame();
  const opener = useGetStartedDialogOpener();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // A client-side navigation closes the menu too (back/forward included).
  useEffect(() => setMenuOpen(false), [pathname]);

  // `/` on a phone: the field is in the menu, which opens first (at once, so the field can take focus).
  const openMenu = useCallback(() => flushSync(() => setMenuOpen(true)), []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <Box
      as="header"
      sx={{
        position: "sticky",
        top: 0,
        zIndex: "header",
        bg: "rgba(255,255,255,.92)",
        backdropFilter: "saturate(180%) blur(10px)",
        borderBottom: "1px solid",
        borderColor: "border",
      }}
    >
      <Flex sx={{ variant: "layout.container", alignItems: "center", gap: 3, minHeight: 72 }}>
        <Link
          to="/"
          sx={{
            display: "inline-flex",
            alignItems: "center",
            gap: 2,
            color: "text",
            textDecoration: "none",
            fontFamily: "heading",
            fontWeight: "heading",
            fontSize: 4,
            letterSpacing: "heading",
            mr: "auto",
          }}
        >
          <LogoMark />
          <span>{site.brand}</span>
        </Link>

        <Box
          as="nav"
          id="primary-nav"
          aria-label={nav.label}
          sx={{
            display: [menuOpen ? "block" : "none", null, "flex"],
            alignItems: "center",
            gap: 2,
            position: ["absolute", null, "static"],
            top: "100%",
            left: 0,
            right: 0,
            bg: ["background", null, "transparent"],
            borderBottom: ["1px solid", null, "none"],
            borderColor: "border",
            boxShadow: ["lift", null, "none"],
            zIndex: "menu",
          }}
        >
          <Box
            as="ul"
            sx={{
              listStyle: "none",
              m: 0,
              p: [3, null, 0],
              display: "flex",
              flexDirection: ["column", null, "row"],
              gap: [1, null, 1],
            }}
          >
            {MAIN_NAV.map((item) => {
              const match = navMatch(item.to, pathname);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={match === "page" ? "page" : match === "section" ? "true" : undefined}
                    onClick={() => setMenuOpen(false)}
                    sx={{
                      variant: "links.nav",
                      display: "block",
                      '&[aria-current="true"]': { color: "primary", bg: "highlight" },
                    }}
                  >
                    {nav[item.key]}
                  </Link>
                </li>
              );
            })}
          </Box>
          <Box sx={{ px: [3, null, 0], pb: [3, null, 0] }}>
            <SiteSearch copy={search} id="site-search" onShortcut={openMenu} />
          </Box>
        </Box>

        <Button {...opener} sx={{ px: [3, 4], fontSize: [1, 2] }}>
          {nav.getStarted}
        </Button>
        <Button
          ref={menuButton}
          type="button"
          variant="icon"
          aria-expanded={menuOpen}
          aria-controls="primary-nav"
          onClick={() => setMenuOpen((v) => !v)}
          sx={{ display: ["inline-flex", null, "none"] }}
        >
          <MenuIcon open={menuOpen} />
          <span className="visually-hidden">{nav.menu}</span>
        </Button>
      </Flex>
    </Box>
  );
}
