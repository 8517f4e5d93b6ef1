import { useContext, useEffect, useId, useRef, useSyncExternalStore } from "react";
import { Box, Heading, Text } from "theme-ui";
import { useFrame } from "../../hooks/use-frame";
import { StaticSubscribeView, type SubscribePlace } from "./static-view";
import { subscribeFormModule as loader } from "./subscribe-loader";

export type { SubscribePlace };

const getServer = () => null;

/**
 * A sign-up block: a heading, a line of text and the form. The built page carries the form as
 * plain HTML (drawn by gatsby-ssr.tsx's StaticSubscribeView; it posts to the function without
 * JavaScript), and the browser keeps that markup as it is without carrying its code: hydration
 * leaves an element whose content is `dangerouslySetInnerHTML` untouched. The form's code
 * (Formik, Yup, ./subscribe-form.tsx) is fetched only when the block comes within 300 px of the
 * viewport, gets focus or a pointer, then takes the static form's place in the same space, with
 * what was typed, the focus, and a submit asked for meanwhile (it reads them from the static
 * form). Drawn in the browser alone (a client-side navigation), the block fetches the code at once.
 * Kept small: it is in every page's first load (the footer has one).
 */
export default function SubscribeBlock({ place }: { place: SubscribePlace }) {
  const t = useFrame().subscribe;
  const StaticView = useContext(StaticSubscribeView);
  const formId = `subscribe-${place}-${useId().replace(/\W/g, "")}`;
  const title = t[`${place}Title`];
  const dark = place === "footer";
  const box = useRef<HTMLDivElement>(null);
  const Form = useSyncExternalStore(loader.subscribe, loader.get, getServer);

  useEffect(() => {
    const el = box.current!;
    const form = el.querySelector("form");
    const load = () => void loader.preload();
    if (!form) return load();
    // With JavaScript on, the loaded form sends it (as JSON, with the visit's context).
    const onSubmit = (event: Event) => {
      event.preventDefault();
      form.dataset.sent = "1";
      load();
    };
    form.addEventListener("submit", onSubmit);
    el.addEventListener("focusin", load);
    el.addEventListener("pointerenter", load);
    const observer = window.IntersectionObserver
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
          rootMargin: "300px 0px",
        })
      : null;
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      form.removeEventListener("submit", onSubmit);
      el.removeEventListener("focusin", load);
      el.removeEventListener("pointerenter", load);
    };
  }, []);

  const view = { formId, label: title, t, place };
  return (
    <Box ref={box} as="section" aria-labelledby={`${formId}-title`} data-subscribe={place}>
      <Heading
        as="h2"
        id={`${formId}-title`}
        sx={
          dark ? { fontSize: 2, color: "onInk", textTransform: "uppercase", letterSpacing: "caps", mb: 2 } : { mb: 2 }
        }
      >
        {title}
      </Heading>
      <Text as="p" sx={{ mt: 0, mb: 3, fontSize: dark ? 1 : 2 }}>
        {t[`${place}Intro`]}
      </Text>
      {Form ? (
        // The static form, still in the page while this renders: the loaded form reads it once.
        <Form {...view} from={box.current?.querySelector("form") ?? null} />
      ) : StaticView ? (
        <div>
          <StaticView {...view} />
        </div>
      ) : (
        // The server's markup, kept as it is (React does not patch this element's content on hydration).
        <div dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
      )}
    </Box>
  );
}
