import type { ReactNode } from "react";
import { Box, Heading, Text } from "theme-ui";
import Icon from "./icons/icon";
import { iconBadge } from "../styles/marketing";

export interface IconCardProps {
  /** A name from `ICON_NAMES` (src/components/icons/icon.tsx). */
  icon: string;
  title: string;
  description: string;
  /** What follows the description: a feature list, a price, a link. */
  children?: ReactNode;
  "data-testid"?: string;
}

/**
 * A list item card: icon badge, an h3 title and a short description, then anything else.
 * Used for service cards, service features, the home overview and the About values; put it in
 * a `<ul>` (e.g. `cardGrid(4)`). With children the card is a column and the last child sits at
 * the bottom, so buttons line up across a row.
 */
export default function IconCard({ icon, title, description, children, "data-testid": testId }: IconCardProps) {
  return (
    <Box as="li" data-testid={testId} sx={{ variant: "cards.primary", p: 4, display: "flex", flexDirection: "column" }}>
      <span sx={iconBadge}>
        <Icon name={icon} />
      </span>
      <Heading as="h3" variant="cardTitle" sx={{ fontSize: 4, mt: 3, mb: 2 }}>
        {title}
      </Heading>
      <Text as="p" variant="muted" sx={{ mt: 0, mb: children ? 3 : 0 }}>
        {description}
      </Text>
      {children}
    </Box>
  );
}
