import { Link } from "gatsby";
import { Box, Text } from "theme-ui";
import { fill } from "../../lib/template";
import ArticleHeader from "../article-header";
import type { JobPageCopy } from "./job-data";
import SubscribeBlock from "../subscribe/subscribe-block";

/** A filled opening's page: the notice and a link to the open ones, so old links from job boards lead somewhere. */
export default function JobFilled({
  title,
  trail,
  t,
}: {
  title: string;
  trail: Parameters<typeof ArticleHeader>[0]["trail"];
  t: JobPageCopy;
}) {
  return (
    <Box as="article" sx={{ pb: [6, 7] }}>
      <ArticleHeader trail={trail} title={title} lead={t.filledTitle} />
      <Box sx={{ variant: "layout.narrow" }} data-testid="job-filled">
        <Text as="p" sx={{ mt: 0, mb: 4, fontSize: [2, 3] }}>
          {fill(t.filledText, { title })}
        </Text>
        <Link to="/Career" sx={{ variant: "buttons.primary" }}>
          {t.allOpenings}
        </Link>
        <Box sx={{ mt: 6 }}>
          <SubscribeBlock place="openings" />
        </Box>
      </Box>
    </Box>
  );
}
