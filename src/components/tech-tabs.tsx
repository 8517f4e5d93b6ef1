import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Box, Heading, Text, type ThemeUICSSObject } from "theme-ui";
import { useFrame } from "../hooks/use-frame";

export interface Technology {
  name: string;
  description: string;
  why: readonly string[];
  projects: readonly string[];
}

const listStyle: ThemeUICSSObject = { m: 0, pl: 4, "li + li": { mt: 1 } };

/**
 * "Our Expertise": one tile per technology (WAI-ARIA tabs, automatic activation). The first is
 * selected at the start; Left/Right move to the previous/next tile (wrapping), Home/End to the
 * first/last; only the selected tile is in the tab order (roving tabindex).
 */
export default function TechTabs({ technologies, label }: { technologies: readonly Technology[]; label: string }) {
  const { cards } = useFrame();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();
  const count = technologies.length;

  const select = (index: number) => {
    setSelected(index);
    tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: (selected + 1) % count,
      ArrowLeft: (selected - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  const current = technologies[selected];
  if (!current) return null;
  const tabId = (i: number) => `${base}-tab-${i}`;
  const panelId = `${base}-panel`;

  return (
    <Box
      sx={{ display: "grid", gap: [4, null, 5], gridTemplateColumns: ["1fr", null, "minmax(0, 5fr) minmax(0, 7fr)"] }}
    >
      <Box
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: ["1fr 1fr", "repeat(4, 1fr)", "1fr 1fr"],
          alignContent: "start",
        }}
      >
        {technologies.map((t, i) => {
          const isSelected = i === selected;
          return (
            <button
              key={t.name}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              id={tabId(i)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(i)}
              onKeyDown={onKeyDown}
              sx={{
                fontFamily: "heading",
                fontWeight: "heading",
                fontSize: 3,
                textAlign: "left",
                minHeight: 56,
                px: 3,
                py: 3,
                borderRadius: "default",
                border: "2px solid",
                borderColor: isSelected ? "primary" : "border",
                bg: isSelected ? "highlight" : "background",
                color: isSelected ? "primary" : "text",
                cursor: "pointer",
                transition: "border-color .2s ease, background-color .2s ease",
                "&:hover": { borderColor: "primary" },
              }}
            >
              {t.name}
            </button>
          );
        })}
      </Box>
      <Box
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(selected)}
        tabIndex={0}
        sx={{ variant: "cards.primary", alignSelf: "start" }}
      >
        <Heading as="h3" variant="cardTitle" sx={{ mb: 2 }}>
          {current.name}
        </Heading>
        <Text as="p" variant="muted" sx={{ mt: 0, mb: 4 }}>
          {current.description}
        </Text>
        <Box sx={{ display: "grid", gap: 4, gridTemplateColumns: ["1fr", "1fr 1fr"] }}>
          <div>
            <Heading as="h4" sx={{ fontSize: 2, mb: 2 }}>
              {cards.techWhy}
            </Heading>
            <ul sx={listStyle}>
              {current.why.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </div>
          <div>
            <Heading as="h4" sx={{ fontSize: 2, mb: 2 }}>
              {cards.techProjects}
            </Heading>
            <ul sx={listStyle}>
              {current.projects.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </div>
        </Box>
      </Box>
    </Box>
  );
}
