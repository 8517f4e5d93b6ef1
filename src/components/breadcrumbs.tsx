import { Link } from "gatsby";
import { Box } from "theme-ui";
import type { Crumb } from "../lib/structured-data";

/** The visible trail of a nested page (the same one its BreadcrumbList JSON-LD describes). */
export default function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <Box
        as="ol"
        sx={{ listStyle: "none", p: 0, m: 0, mb: 3, display: "flex", flexWrap: "wrap", gap: 2, fontSize: 1 }}
      >
        {trail.map((c, i) => (
          <Box as="li" key={c.path} sx={{ display: "flex", gap: 2, color: "mutedText" }}>
            {i > 0 && <span aria-hidden="true">/</span>}
            {i < trail.length - 1 ? (
              <Link to={c.path} sx={{ color: "primary" }}>
                {c.name}
              </Link>
            ) : (
              <span aria-current="page">{c.name}</span>
            )}
          </Box>
        ))}
      </Box>
    </nav>
  );
}
