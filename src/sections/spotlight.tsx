import { graphql } from "gatsby";
import { Box, Heading, Text } from "theme-ui";
import Counter from "../components/counter";
import Section from "../components/section";
import { checkList, statPair, statValue } from "../styles/marketing";
import Actions from "./action";
import type { SectionProps } from "./types";

export const query = graphql`
  fragment SpotlightSectionFields on SpotlightSection {
    eyebrow
    title
    text
    points
    counters {
      value
      label
    }
    actions {
      ...PageActionFields
    }
    panel {
      title
      period
      metrics {
        value
        label
      }
      bars
      caption
    }
  }
`;

/** A bar of the panel's chart, growing from the bottom when the section loads. */
const barSx = {
  flex: 1,
  borderRadius: "4px 4px 0 0",
  background: "linear-gradient(180deg, #FF7A59, #7C5CFF)",
  transformOrigin: "bottom",
  animation: "grow .8s ease both",
  "@keyframes grow": { from: { transform: "scaleY(0)" }, to: { transform: "none" } },
} as const;

/** Text, points and two counters beside a dark results card with a bar chart. */
export default function Spotlight({ section: s, id, tone }: SectionProps<Queries.SpotlightSectionFieldsFragment>) {
  const { panel } = s;
  return (
    <Section id={id} tone={tone} eyebrow={s.eyebrow ?? undefined} title={s.title}>
      <Box
        sx={{ display: "grid", gap: [5, null, 6], gridTemplateColumns: ["1fr", null, "1fr 1fr"], alignItems: "center" }}
      >
        <div>
          <Text as="p" variant="lead" sx={{ mt: 0, mb: 4 }}>
            {s.text}
          </Text>
          <Box as="ul" sx={{ ...checkList, mb: 4 }}>
            {s.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </Box>
          <Box as="dl" sx={{ display: "flex", gap: 5, m: 0, mb: 5 }}>
            {s.counters.map((c) => (
              <Box key={c.label} sx={statPair}>
                <Text as="dt" variant="muted">
                  {c.label}
                </Text>
                <Text as="dd" sx={{ ...statValue, fontSize: [6, 7], m: 0, color: "primary" }}>
                  <Counter value={c.value} />
                </Text>
              </Box>
            ))}
          </Box>
          <Actions actions={s.actions} main="primary" rest="secondary" />
        </div>
        <Box as="figure" sx={{ variant: "cards.ink", m: 0, borderRadius: "lg" }} aria-labelledby={`${id}-panel`}>
          <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "baseline", mb: 4 }}>
            <Heading as="h3" id={`${id}-panel`} sx={{ fontSize: 4, m: 0 }}>
              {panel.title}
            </Heading>
            <Text sx={{ color: "onInkMuted", fontSize: 1 }}>{panel.period}</Text>
          </Box>
          <Box as="dl" sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 3, m: 0, mb: 4 }}>
            {panel.metrics.map((m) => (
              <Box key={m.label} sx={{ bg: "inkSoft", borderRadius: "default", p: 3, ...statPair }}>
                <Text as="dt" sx={{ color: "onInkMuted", fontSize: 1 }}>
                  {m.label}
                </Text>
                <Text as="dd" sx={{ m: 0, fontFamily: "heading", fontWeight: "heading", fontSize: 5, color: "accent" }}>
                  {m.value}
                </Text>
              </Box>
            ))}
          </Box>
          <Box aria-hidden="true" sx={{ display: "flex", alignItems: "flex-end", gap: 2, height: 120 }}>
            {panel.bars.map((h, i) => (
              // The bars share one class; what differs is data (the height, the delay that staggers
              // them), so it goes in `style` instead of making a class, and a keyframes copy, a bar.
              <Box key={i} sx={barSx} style={{ height: `${h}%`, animationDelay: `${0.2 + i * 0.06}s` }} />
            ))}
          </Box>
          <Text as="figcaption" sx={{ color: "onInkMuted", fontSize: 1, mt: 3 }}>
            {panel.caption}
          </Text>
        </Box>
      </Box>
    </Section>
  );
}
