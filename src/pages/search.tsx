import { navigate, type HeadProps, type PageProps } from "gatsby";
import { useEffect, useRef, useState } from "react";
import { Box, Button } from "theme-ui";
import PageHero from "../components/page-hero";
import SearchHits, { answerText, moveAmongHits } from "../components/search/search-hits";
import { useSiteSearch } from "../components/search/use-site-search";
import Seo from "../components/seo";
import { useFrame } from "../hooks/use-frame";
import { loadPagefind } from "../lib/pagefind";
import { MAX_QUERY, searchHref } from "../lib/search";
import { queryFromSearch } from "../lib/search-text";

/** Results a /search page shows: every page of the site that is searched fits (about forty). */
const PAGE_HITS = 50;

/**
 * /search?q=…: the shareable search. The query is the address's; searching again changes the
 * address (one history entry a search), and the results follow it, back and forward included.
 * Pagefind loads only once there is a query, or when the visitor starts typing one.
 */
export default function SearchPage({ location }: PageProps) {
  const { search: copy } = useFrame();
  const query = queryFromSearch(location.search);
  const [draft, setDraft] = useState(query);
  const field = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const state = useSiteSearch(query, PAGE_HITS);

  useEffect(() => setDraft(query), [query]);

  const status =
    state.status === "error"
      ? copy.unavailable
      : state.status === "loading"
        ? copy.loading
        : state.status === "done"
          ? answerText(copy, state.answer)
          : "";
  return (
    <>
      <PageHero title={copy.heading} lead={copy.lead} />
      <Box
        sx={{ variant: "layout.narrow", py: [5, 6] }}
        onKeyDown={(event) => {
          if (results.current && field.current && moveAmongHits(results.current, field.current, event.nativeEvent))
            event.preventDefault();
        }}
      >
        <form
          role="search"
          aria-label={copy.heading}
          action="/search"
          method="get"
          onSubmit={(event) => {
            event.preventDefault();
            void navigate(searchHref(draft));
          }}
          sx={{ display: "flex", gap: 2, mb: 4 }}
        >
          <label htmlFor="search-page-field" className="visually-hidden">
            {copy.label}
          </label>
          <input
            ref={field}
            id="search-page-field"
            type="search"
            name="q"
            value={draft}
            maxLength={MAX_QUERY}
            placeholder={copy.placeholder}
            autoComplete="off"
            enterKeyHint="search"
            onFocus={() => void loadPagefind().catch(() => undefined)}
            onChange={(event) => setDraft(event.target.value)}
            sx={{ variant: "forms.input", flex: "1 1 auto", minWidth: 0 }}
          />
          <Button type="submit">{copy.submit}</Button>
        </form>
        <p role="status" sx={{ mt: 0, mb: 3, fontWeight: "medium" }}>
          {status}
        </p>
        <div ref={results}>{state.status === "done" && <SearchHits hits={state.answer.hits} />}</div>
      </Box>
    </>
  );
}

export function Head({ location }: HeadProps) {
  const { search: copy } = useFrame();
  return <Seo title={copy.title} pathname={location.pathname} description={copy.description} />;
}
