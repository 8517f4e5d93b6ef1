import { useEffect, useRef, useState, type FormEvent } from "react";
import { Box, Button, Text } from "theme-ui";
import { readLeadAnswer } from "../../contracts/answers";
import {
  PREFERENCES_ENDPOINT,
  TOPICS,
  readPreferencesAnswer,
  type PreferenceAction,
  type PreferencesAnswer,
  type TopicId,
} from "../../contracts/subscription-base";
import { fill } from "../../lib/template";

export type PreferencesTexts = Queries.SubscriptionPageQuery["pageCopyJson"] extends infer P
  ? P extends { subscription: infer S }
    ? NonNullable<S>
    : never
  : never;

type Outcome = { ok: true; view: PreferencesAnswer } | { ok: false; message: string };

/** One call of the preferences function: its JSON view, or its refusal's message (any 4xx or 5xx), or the network's. */
async function call(init: RequestInit & { url: string }, networkError: string): Promise<Outcome> {
  try {
    const res = await fetch(init.url, { ...init, headers: { Accept: "application/json", ...init.headers } });
    const body: unknown = await res.json();
    const view = readPreferencesAnswer(body);
    if (res.ok && view) return { ok: true, view };
    const refusal = readLeadAnswer(body);
    return { ok: false, message: refusal?.message ?? networkError };
  } catch {
    return { ok: false, message: networkError };
  }
}

const SENT: Record<PreferenceAction, "saved" | "paused" | "resumed" | "unsubscribed"> = {
  topics: "saved",
  pause: "paused",
  resume: "resumed",
  unsubscribe: "unsubscribed",
};

/**
 * The preferences of the subscription a signed link names: read from the function when the page
 * opens, changed by it (topics, pause or resume, unsubscribe from all). Every answer shows in a
 * live region; a refusal (a forged or expired link, a change that lost a race) shows its message.
 */
export default function Preferences({ t, search }: { t: PreferencesTexts; search: string }) {
  const params = new URLSearchParams(search);
  const token = params.get("token");
  const confirmed = params.get("confirmed") === "1";
  const [view, setView] = useState<PreferencesAnswer | null>(null);
  const [topics, setTopics] = useState<TopicId[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const [mounted, setMounted] = useState(false);
  const problemRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    setMounted(true);
    if (!token) return;
    let live = true;
    void call({ url: `${PREFERENCES_ENDPOINT}?t=${encodeURIComponent(token)}` }, t.networkError).then((outcome) => {
      if (!live) return;
      if (outcome.ok) {
        setView(outcome.view);
        setTopics(outcome.view.topics);
      } else setProblem(outcome.message);
    });
    return () => {
      live = false;
    };
  }, [token, t.networkError]);

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  const send = async (action: PreferenceAction) => {
    if (!token || busy) return;
    setBusy(true);
    setStatus("");
    setProblem(null);
    const outcome = await call(
      {
        url: PREFERENCES_ENDPOINT,
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(action === "topics" ? { token, action, topics } : { token, action }),
      },
      t.networkError,
    );
    setBusy(false);
    if (!outcome.ok) {
      setProblem(outcome.message);
      return;
    }
    setView(outcome.view);
    setTopics(outcome.view.topics);
    setStatus(t[SENT[action]]);
  };

  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send("topics");
  };

  const problemLine = (
    <Text
      as="p"
      role="alert"
      ref={problemRef}
      tabIndex={-1}
      sx={{ color: "danger", fontWeight: "bold", mt: 3, mb: 0, ":empty": { display: "none" } }}
    >
      {problem ?? ""}
    </Text>
  );

  if (!mounted) return <Text as="p">{t.loading}</Text>;
  if (!token) return <Text as="p">{t.noToken}</Text>;
  if (!view) return problem ? problemLine : <Text as="p">{t.loading}</Text>;

  const statusText =
    view.status === "pending"
      ? t.statusPending
      : view.status === "paused"
        ? t.statusPaused
        : view.status === "confirmed"
          ? t.statusConfirmed
          : t.unsubscribed;
  return (
    <Box>
      {confirmed && view.status === "confirmed" && view.email && (
        <Text as="p" variant="lead" sx={{ mt: 0, color: "success", fontWeight: "bold" }}>
          {fill(t.confirmed, { email: view.email })}
        </Text>
      )}
      {view.email && (
        <Text as="p" sx={{ mt: 0 }}>
          {fill(t.address, { email: view.email })}
        </Text>
      )}
      <Text as="p" data-testid="subscription-status">
        {statusText}
      </Text>
      {view.status !== "unsubscribed" && (
        <>
          <form onSubmit={onSave} aria-label={t.save}>
            <fieldset sx={{ border: "none", p: 0, m: 0, mt: 4 }}>
              <legend sx={{ fontWeight: "bold", p: 0, mb: 2 }}>{t.topicsLegend}</legend>
              {TOPICS.map((topic) => (
                <label key={topic.id} sx={{ display: "flex", alignItems: "center", gap: 2, mb: 2, cursor: "pointer" }}>
                  <input
                    type="checkbox"
                    name="topics"
                    value={topic.id}
                    checked={topics.includes(topic.id)}
                    onChange={(e) =>
                      setTopics((now) =>
                        e.target.checked
                          ? TOPICS.map((x) => x.id).filter((id) => id === topic.id || now.includes(id))
                          : now.filter((id) => id !== topic.id),
                      )
                    }
                    sx={{ width: 20, height: 20, m: 0, accentColor: "primary" }}
                  />
                  {topic.label}
                </label>
              ))}
            </fieldset>
            <Button type="submit" variant="primary" disabled={busy} sx={{ mt: 2 }}>
              {t.save}
            </Button>
          </form>
          {view.status !== "pending" && (
            <Button
              type="button"
              variant="secondary"
              disabled={busy}
              sx={{ mt: 4 }}
              onClick={() => void send(view.status === "paused" ? "resume" : "pause")}
            >
              {view.status === "paused" ? t.resume : t.pause}
            </Button>
          )}
          <Box sx={{ mt: 5, pt: 4, borderTop: "1px solid", borderColor: "border" }}>
            <Text as="p" sx={{ mt: 0 }}>
              {t.unsubscribeText}
            </Text>
            <Button type="button" variant="secondary" disabled={busy} onClick={() => void send("unsubscribe")}>
              {t.unsubscribe}
            </Button>
          </Box>
        </>
      )}
      <Text
        as="p"
        role="status"
        aria-live="polite"
        sx={{ color: "success", fontWeight: "bold", mt: 3, mb: 0, minHeight: "1.5em" }}
      >
        {status}
      </Text>
      {problemLine}
    </Box>
  );
}
