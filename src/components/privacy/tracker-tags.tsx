import { Script } from "gatsby";
import { useEffect, useRef, useState } from "react";
import { TRACKERS, consentModeState, gaDisableFlag } from "../../contracts/trackers";
import { effectiveChoices, gpcEnabled, readChoices, type Choices } from "../../lib/consent";
import { TRACKER_IDS } from "./trackers-config";

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[]; callMethod?: (...args: unknown[]) => void };
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    fbq?: Queue;
    _fbq?: Queue;
  }
}

/** What the visitor allows now: the stored choice, marketing off under Global Privacy Control. */
const allowed = (): Choices => effectiveChoices(readChoices(), gpcEnabled(navigator));

/** Meta's queue before fbevents.js arrives (what Meta's own snippet defines), with nothing loaded. */
function metaQueue(): Queue {
  const fbq: Queue = (...args) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue?.push(args));
  Object.assign(fbq, { queue: [], push: fbq, loaded: true, version: "2.0" });
  return fbq;
}

/**
 * The configured trackers' tags (TRACKER_IDS), each loaded with Gatsby's Script after hydration
 * and only once its category is allowed: Google Analytics with analytics, the Meta Pixel with
 * marketing (never under GPC). Every change of the choices, made in this tab or another
 * (src/lib/consent.ts watchOtherTabs), updates Consent Mode (whose defaults, all denied, the head
 * script set), Google's `ga-disable-<id>` switch and the Pixel's consent. Renders no markup.
 */
export default function TrackerTags({ pathname }: { pathname: string }) {
  const [choices, setChoices] = useState<Choices>(allowed);
  useEffect(() => {
    const update = () => setChoices(allowed());
    window.addEventListener("atria:consent", update);
    return () => window.removeEventListener("atria:consent", update);
  }, []);

  const started = useRef({ ga4: false, meta: false });
  const ga4 = TRACKER_IDS.ga4 !== null && choices.analytics;
  const meta = TRACKER_IDS.meta !== null && choices.marketing;
  useEffect(() => {
    if (TRACKER_IDS.ga4) {
      // Google's own off switch for this id: a tag already loaded sends nothing while it is set.
      Reflect.set(window, gaDisableFlag(TRACKER_IDS.ga4), !choices.analytics);
      // Until the visitor chooses, the head script's defaults (all denied) stand.
      if (readChoices() !== null) window.gtag?.("consent", "update", consentModeState(choices));
      if (ga4 && !started.current.ga4) {
        started.current.ga4 = true;
        window.gtag?.("js", new Date());
        window.gtag?.("config", TRACKER_IDS.ga4);
      }
    }
    if (TRACKER_IDS.meta) {
      if (meta && !started.current.meta) {
        started.current.meta = true;
        window.fbq = window._fbq = window.fbq ?? metaQueue();
        window.fbq("consent", "grant");
        window.fbq("init", TRACKER_IDS.meta);
      } else if (started.current.meta) window.fbq?.("consent", meta ? "grant" : "revoke");
    }
  }, [choices, ga4, meta]);

  // The Pixel counts each page of the visit (Google Analytics sees history changes itself), while
  // the stored choice still allows it (another tab may have withdrawn it a moment ago).
  useEffect(() => {
    if (meta && allowed().marketing) window.fbq?.("track", "PageView");
  }, [meta, pathname]);

  return (
    <>
      {TRACKERS.map((t) => {
        const id = TRACKER_IDS[t.id];
        const on = t.id === "ga4" ? ga4 : meta;
        return id && (on || started.current[t.id]) ? (
          <Script key={t.id} id={`tracker-${t.id}`} src={t.script(id)} strategy="post-hydrate" />
        ) : null;
      })}
    </>
  );
}
