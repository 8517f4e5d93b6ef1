import { graphql } from "gatsby";
import { useState, type MouseEvent } from "react";
import { Box, Heading, Text } from "theme-ui";
import TypedText from "../components/typed-text";
import { heroBand, heroStep } from "../styles/marketing";
import Actions from "./action";
import type { SectionProps } from "./types";

export const query = graphql`
  fragment HeroSectionFields on HeroSection {
    title
    subtitle
    typed
    actions {
      ...PageActionFields
    }
  }
`;

interface Ripple {
  id: number;
  x: number;
  y: number;
}

/** The page's h1 on a dark band; the subtitle may be typed out. A click sends out a ripple (decoration). */
export default function Hero({ section, id }: SectionProps<Queries.HeroSectionFieldsFragment>) {
  const [ripples, setRipples] = useState<Ripple[]>([]);
  const ripple = (event: MouseEvent<HTMLElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const r = { id: Date.now(), x: event.clientX - rect.left, y: event.clientY - rect.top };
    setRipples((list) => [...list.slice(-3), r]);
    window.setTimeout(() => setRipples((list) => list.filter((x) => x.id !== r.id)), 800);
  };
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={`${id}-title`}
      onClick={ripple}
      sx={heroBand(
        [8, 9],
        "radial-gradient(60rem 32rem at 80% -10%, rgba(124,92,255,.5), transparent 60%), radial-gradient(44rem 26rem at 0% 110%, rgba(255,122,89,.32), transparent 60%)",
      )}
    >
      {ripples.map((r) => (
        <span
          key={r.id}
          aria-hidden="true"
          data-ripple
          sx={{
            position: "absolute",
            left: r.x - 150,
            top: r.y - 150,
            width: 300,
            height: 300,
            borderRadius: "circle",
            border: "2px solid rgba(255,122,89,.7)",
            pointerEvents: "none",
            animation: "ripple .8s ease-out forwards",
            "@keyframes ripple": {
              from: { transform: "scale(0)", opacity: 1 },
              to: { transform: "scale(1.6)", opacity: 0 },
            },
          }}
        />
      ))}
      <Box sx={{ variant: "layout.container", position: "relative" }}>
        <Heading as="h1" id={`${id}-title`} variant="display" sx={{ maxWidth: 980, mb: 4, ...heroStep(0) }}>
          {section.title}
        </Heading>
        {section.subtitle && (
          <Text
            as="p"
            variant="lead"
            data-testid="hero-subtitle"
            sx={{ color: "onInkMuted", maxWidth: 720, mt: 0, mb: 5, ...heroStep(1) }}
          >
            {section.typed ? <TypedText text={section.subtitle} /> : section.subtitle}
          </Text>
        )}
        <Box sx={heroStep(2)}>
          <Actions actions={section.actions} main="accent" rest="onInk" />
        </Box>
      </Box>
    </Box>
  );
}
