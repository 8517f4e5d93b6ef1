import { navigate } from "gatsby";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { FrameCopy } from "../../hooks/use-frame";
import { isSearchShortcut, searchHref } from "../../lib/search";
import SearchIcon from "../icons/search-icon";
import { searchPanelModule } from "./search-loader";

/**
 * The header's search field: a form that GETs /search?q= (so it works before and without the
 * JavaScript), whose results appear under it once the visitor starts a search. Focus or typing loads
 * the results' chunk and Pagefind; nothing of either is in a page's first load. `/` focuses it from
 * anywhere but a field; `onShortcut` first shows it when it is hidden (in the closed 375 px menu).
 */
export default function SiteSearch({
  copy,
  id,
  onShortcut,
}: {
  copy: FrameCopy["search"];
  id: string;
  onShortcut?: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const Panel = useSyncExternalStore(searchPanelModule.subscribe, searchPanelModule.get, () => null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      if (input.current?.offsetParent === null) onShortcut?.();
      input.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onShortcut]);

  return (
    <form
      role="search"
      action="/search"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(searchHref(query));
      }}
      sx={{ position: "relative", minWidth: 44, minHeight: 44 }}
    >
      <label htmlFor={id} className="visually-hidden">
        {copy.label}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        name="q"
        value={query}
        placeholder={copy.placeholder}
        autoComplete="off"
        onFocus={() => void searchPanelModule.preload()}
        onChange={(event) => {
          setQuery(event.target.value);
          void searchPanelModule.preload();
        }}
        sx={{ variant: "forms.search" }}
      />
      <button type="submit" sx={{ variant: "buttons.searchSubmit" }}>
        <SearchIcon />
        <span className="visually-hidden">{copy.submit}</span>
      </button>
      {Panel && <Panel query={query} input={input} copy={copy} />}
    </form>
  );
}
