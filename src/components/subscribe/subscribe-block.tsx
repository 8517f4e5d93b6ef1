import { useContext, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { Box, Heading, Text } from "theme-ui";
import type { TopicId } from "../../contracts/subscription-base";
import { useFrame } from "../../hooks/use-frame";
import { subscribeFormModule as loader } from "./subscribe-loader";
import { StaticSubscribeView } from "./static-view";
import type { SubscribeViewValues } from "./subscribe-view";

/** Where a sign-up is: the blog's (new articles), the careers pages' (new openings), the footer's (both offered). */
export type SubscribePlace = "articles" | "openings" | "footer";

const PRESET: Record<SubscribePlace, readonly TopicId[]> = {
  articles: ["articles"],
  openings: ["openings"],
  footer: [],
};
/** How near the viewport the block is when its code starts loading. */
const NEAR = "300px 0px";

const getServer = () => null;

/** What the static form holds when its code arrives: typed before, kept after. */
export interface StaticState {
  values: SubscribeViewValues;
  /** The id of the control that had focus, to give it back. */
  focusId: string | null;
  /** A submit was asked for before the code arrived: the loaded form sends it. */
  submit: boolean;
}

function readStatic(form: HTMLFormElement | null, submit: boolean): StaticState | null {
  if (!form) return null;
  const data = new FormData(form);
  const active = document.activeElement;
  return {
    values: {
      email: String(data.get("email") ?? ""),
      topics: data.getAll("topics").map(String) as TopicId[],
      consent: data.get("consent") === "true" ? "true" : "",
    },
    focusId: active instanceof HTMLElement && form.contains(active) ? active.id : null,
    submit,
  };
}

/**
 * A sign-up block: a heading, a line of text and the form. The built page carries the form as
 * plain HTML (drawn by gatsby-ssr.tsx's StaticSubscribeView; it posts to the function without
 * JavaScript), and the browser keeps that markup as it is without carrying its code: hydration
 * leaves an element whose content is `dangerouslySetInnerHTML` untouched. The form's code
 * (Formik, Yup, ./subscribe-form.tsx) is fetched only when the block nears the viewport, gets
 * focus or a pointer, then takes the static form's place in the same space, with what was typed,
 * the focus, and a submit asked for meanwhile. Drawn in the browser alone (a client-side
 * navigation), the block has no static form and fetches the code at once.
 */
export default function SubscribeBlock({ place }: { place: SubscribePlace }) {
  const { subscribe: t } = useFrame();
  const StaticView = useContext(StaticSubscribeView);
  const formId = `subscribe-${place}-${useId().replace(/[^a-zA-Z0-9]/g, "")}`;
  const headingId = `${formId}-title`;
  const title = place === "articles" ? t.articlesTitle : place === "openings" ? t.openingsTitle : t.footerTitle;
  const intro = place === "articles" ? t.articlesIntro : place === "openings" ? t.openingsIntro : t.footerIntro;
  const dark = place === "footer";
  const holder = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const submitAsked = useRef(false);
  const [state, setState] = useState<StaticState | null>(null);
  const Form = useSyncExternalStore(loader.subscribe, loader.get, getServer);

  useEffect(() => {
    const el = box.current;
    const form = holder.current?.querySelector("form");
    if (!el || loader.get()) return;
    const load = () => void loader.preload();
    if (!form) return load();
    // With JavaScript on, the loaded form sends it (as JSON, with the visit's context).
    const onSubmit = (event: Event) => {
      event.preventDefault();
      submitAsked.current = true;
      load();
    };
    form.addEventListener("submit", onSubmit);
    el.addEventListener("focusin", load, { once: true });
    el.addEventListener("pointerenter", load, { once: true });
    const observer =
      typeof IntersectionObserver === "function"
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), { rootMargin: NEAR })
        : null;
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      form.removeEventListener("submit", onSubmit);
      el.removeEventListener("focusin", load);
      el.removeEventListener("pointerenter", load);
    };
  }, []);

  // The static form's state, read once, just before the loaded form replaces it.
  if (Form && !state && holder.current) setState(readStatic(holder.current.querySelector("form"), submitAsked.current));

  const view = { formId, label: title, t, preset: PRESET[place], dark };
  return (
    <Box ref={box} as="section" aria-labelledby={headingId} data-subscribe={place}>
      <Heading
        as="h2"
        id={headingId}
        sx={
          dark ? { fontSize: 2, color: "onInk", textTransform: "uppercase", letterSpacing: "caps", mb: 2 } : { mb: 2 }
        }
      >
        {title}
      </Heading>
      <Text as="p" sx={{ mt: 0, mb: 3, fontSize: dark ? 1 : 2 }}>
        {intro}
      </Text>
      {Form ? (
        <Form {...view} initial={state} />
      ) : StaticView ? (
        <div ref={holder}>
          <StaticView {...view} />
        </div>
      ) : (
        // The server's markup, kept as it is (React does not patch this element's content on hydration).
        <div ref={holder} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
      )}
    </Box>
  );
}
