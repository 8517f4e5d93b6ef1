import { Box, Button } from "theme-ui";
import { useFrame } from "../hooks/use-frame";
import { fill } from "../lib/template";

export interface PaginationProps {
  page: number;
  count: number;
  onChange: (page: number) => void;
  /** What the buttons page through, for screen readers ("Blog pages"). */
  label: string;
}

/** Prev, numbered pages and Next; rendered only when there is more than one page. */
export default function Pagination({ page, count, onChange, label }: PaginationProps) {
  const { pagination: t } = useFrame();
  if (count <= 1) return null;
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  return (
    <Box
      as="nav"
      aria-label={label}
      sx={{ display: "flex", justifyContent: "center", gap: 2, flexWrap: "wrap", mt: 6 }}
    >
      <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t.prev}
      </Button>
      {numbers.map((n) => (
        <Button
          key={n}
          type="button"
          variant={n === page ? "primary" : "secondary"}
          aria-label={fill(t.page, { number: n })}
          aria-current={n === page ? "page" : undefined}
          onClick={() => onChange(n)}
          sx={{ minWidth: 48, px: 3 }}
        >
          {n}
        </Button>
      ))}
      <Button type="button" variant="secondary" disabled={page >= count} onClick={() => onChange(page + 1)}>
        {t.next}
      </Button>
    </Box>
  );
}
