import { useState } from "react";
import { Box, Card, Heading, Text, type ThemeUICSSObject } from "theme-ui";
import { useFrame } from "../hooks/use-frame";
import { formatLongDate } from "../lib/dates";
import type { NewsArticle } from "../lib/news";
import NewTabLink from "./new-tab-link";

/** A fixed 16:9 box: the card keeps its size whether the image loads, fails or is missing. */
const mediaBox: ThemeUICSSObject = {
  position: "relative",
  aspectRatio: "16 / 9",
  overflow: "hidden",
  bg: "highlight",
  mx: [-4, -5],
  mt: [-4, -5],
  mb: 4,
  borderTopLeftRadius: "lg",
  borderTopRightRadius: "lg",
};

const fill: ThemeUICSSObject = { position: "absolute", inset: 0, width: "100%", height: "100%" };

function NewsImage({ src, sourceName, fallback }: { src: string | null; sourceName: string; fallback: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box sx={mediaBox}>
      {src && !failed ? (
        <img
          src={src}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setFailed(true)}
          sx={{ ...fill, objectFit: "cover", display: "block" }}
        />
      ) : (
        <Box
          aria-hidden="true"
          data-testid="news-image-fallback"
          sx={{
            ...fill,
            display: "flex",
            alignItems: "center",
            justifyContent: "center",
            px: 3,
            backgroundImage: (t) =>
              `linear-gradient(135deg, ${t.colors?.highlight} 0%, ${t.colors?.muted} 55%, ${t.colors?.background} 100%)`,
            color: "primary",
            fontFamily: "heading",
            fontWeight: "heading",
            fontSize: 4,
            textAlign: "center",
          }}
        >
          {sourceName || fallback}
        </Box>
      )}
    </Box>
  );
}

/** One article: optional image, title, date, source, description and a Read More link (new tab). */
export default function NewsCard({ article }: { article: NewsArticle }) {
  const { cards } = useFrame();
  const date = article.publishedAt ? formatLongDate(article.publishedAt) : "";
  return (
    <Card as="article" variant="primary" sx={{ display: "flex", flexDirection: "column", height: "100%" }}>
      <NewsImage src={article.urlToImage} sourceName={article.sourceName} fallback={cards.newsImageFallback} />
      <Heading as="h2" variant="cardTitle" sx={{ fontSize: [3, 4], mb: 2, overflowWrap: "anywhere" }}>
        {article.title}
      </Heading>
      <Text as="p" variant="small" sx={{ color: "mutedText", mt: 0, mb: 3 }}>
        {date && <time dateTime={article.publishedAt ?? undefined}>{date}</time>}
        {date && article.sourceName && <span aria-hidden="true"> · </span>}
        {article.sourceName && <span>{article.sourceName}</span>}
      </Text>
      <Text as="p" variant="muted" sx={{ mt: 0, mb: 4, flexGrow: 1, overflowWrap: "anywhere" }}>
        {article.description ?? cards.newsNoDescription}
      </Text>
      <Box>
        <NewTabLink
          href={article.url}
          note={`: ${article.title} ${cards.newTab}`}
          sx={{ variant: "buttons.secondary", fontSize: 1, py: 2, minHeight: 40 }}
        >
          {cards.newsReadMore}
        </NewTabLink>
      </Box>
    </Card>
  );
}
