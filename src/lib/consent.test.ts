import {
  ALL,
  CONSENT_COOKIE,
  NONE,
  cookieString,
  cookieValue,
  effectiveChoices,
  gpcEnabled,
  nameMatches,
  parseChoices,
  readChoices,
  saveChoices,
  serializeChoices,
  watchOtherTabs,
  withdrawn,
} from "./consent";

const KEYS = [
  { name: "atria_consent", storedIn: "Cookie", category: "essential" },
  { name: "_ga", storedIn: "Cookie", category: "analytics" },
  { name: "_ga_*", storedIn: "Cookie", category: "analytics" },
  { name: "_fbp", storedIn: "Cookie", category: "marketing" },
  { name: "recent-services", storedIn: "Local storage", category: "preferences" },
];

function clearCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

afterEach(() => {
  clearCookies();
  localStorage.clear();
});

describe("stored choices", () => {
  it("round-trip through one short value with nothing that identifies anyone", () => {
    const choices = { analytics: true, marketing: false, preferences: true };
    expect(serializeChoices(choices)).toBe("1.a1m0p1");
    expect(parseChoices(serializeChoices(choices))).toEqual(choices);
  });

  it("treat a missing, tampered or unknown-version value as no choice", () => {
    for (const value of [undefined, "", "1.a1m1", "2.a1m1p1", "1.a1m1p1;x", "1.a2m0p0", "<script>"])
      expect(parseChoices(value)).toBeNull();
  });

  it("read a cookie by its exact name", () => {
    expect(cookieValue("x_atria_consent=1.a1m1p1; atria_consent=1.a0m0p1", CONSENT_COOKIE)).toBe("1.a0m0p1");
    expect(cookieValue("other=1", CONSENT_COOKIE)).toBeUndefined();
  });

  it("are kept 12 months, first-party, Secure on https", () => {
    expect(cookieString(CONSENT_COOKIE, "1.a0m0p0", 31536000, true)).toBe(
      "atria_consent=1.a0m0p0; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    );
    expect(cookieString("_ga", "", 0, false, "example.com")).toBe(
      "_ga=; Path=/; Max-Age=0; SameSite=Lax; Domain=example.com",
    );
  });
});

describe("Global Privacy Control", () => {
  it("is on only when the browser says true", () => {
    expect(gpcEnabled({ globalPrivacyControl: true })).toBe(true);
    expect(gpcEnabled({ globalPrivacyControl: false })).toBe(false);
    expect(gpcEnabled({ globalPrivacyControl: "1" })).toBe(false);
    expect(gpcEnabled({})).toBe(false);
    expect(gpcEnabled(undefined)).toBe(false);
  });

  it("turns marketing off whatever was stored, and leaves the other choices alone", () => {
    expect(effectiveChoices(ALL, true)).toEqual({ analytics: true, marketing: false, preferences: true });
    expect(effectiveChoices(ALL, false)).toEqual(ALL);
    expect(effectiveChoices(null, false)).toEqual(NONE);
  });
});

describe("saving", () => {
  it("stores the choice and announces it", () => {
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener("atria:consent", listener);
    saveChoices(ALL, KEYS);
    window.removeEventListener("atria:consent", listener);
    expect(readChoices()).toEqual(ALL);
    expect(events).toEqual([{ choices: ALL, withdrawn: [] }]);
  });

  it("withdrawing a category removes the cookies and keys listed for it, and nothing else", () => {
    saveChoices(ALL, KEYS);
    document.cookie = "_ga=GA1.1.123; Path=/";
    document.cookie = "_ga_ABC123=GS1.1; Path=/";
    document.cookie = "_fbp=fb.1.2; Path=/";
    document.cookie = "unrelated=1; Path=/";
    localStorage.setItem("recent-services", "[]");
    saveChoices({ analytics: false, marketing: true, preferences: false }, KEYS);
    expect(document.cookie).not.toMatch(/_ga/);
    expect(document.cookie).toMatch(/_fbp=fb\.1\.2/);
    expect(document.cookie).toMatch(/unrelated=1/);
    expect(localStorage.getItem("recent-services")).toBeNull();
    expect(readChoices()).toEqual({ analytics: false, marketing: true, preferences: false });
  });

  it("lists the categories a change withdraws", () => {
    expect(withdrawn(ALL, { analytics: false, marketing: true, preferences: false })).toEqual([
      "analytics",
      "preferences",
    ]);
    expect(withdrawn(NONE, ALL)).toEqual([]);
  });

  it("matches listed names exactly, or by prefix when they end in *", () => {
    expect(nameMatches("_ga", "_ga")).toBe(true);
    expect(nameMatches("_ga", "_ga_X")).toBe(false);
    expect(nameMatches("_ga_*", "_ga_X")).toBe(true);
    expect(nameMatches("_ga_*", "_gat")).toBe(false);
  });
});

describe("other tabs", () => {
  /** jsdom has no BroadcastChannel: a stand-in that delivers to every other instance of a name, as browsers do. */
  class Channel {
    static open: Channel[] = [];
    private listeners: (() => void)[] = [];
    constructor(readonly name: string) {
      Channel.open.push(this);
    }
    postMessage() {
      for (const c of Channel.open) if (c !== this && c.name === this.name) c.listeners.forEach((l) => l());
    }
    addEventListener(_type: "message", listener: () => void) {
      this.listeners.push(listener);
    }
    close() {
      Channel.open = Channel.open.filter((c) => c !== this);
    }
  }
  beforeEach(() => {
    clearCookies();
    Object.assign(globalThis, { BroadcastChannel: Channel });
  });
  afterEach(() => {
    delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
  });

  it("a first choice made elsewhere reaches a tab that has none yet, Reject all included", () => {
    const heard: unknown[] = [];
    const listener = (e: Event) => heard.push((e as CustomEvent).detail);
    const stop = watchOtherTabs(KEYS);
    window.addEventListener("atria:consent", listener);
    document.cookie = cookieString(CONSENT_COOKIE, serializeChoices(NONE), 60, false);
    new Channel("atria-consent").postMessage();
    expect(heard).toEqual([{ choices: NONE, withdrawn: [] }]);
    stop();
    window.removeEventListener("atria:consent", listener);
  });

  it("a choice saved elsewhere is announced here at once, and what it refuses is deleted", () => {
    saveChoices(ALL, KEYS);
    const heard: unknown[] = [];
    const listener = (e: Event) => heard.push((e as CustomEvent).detail);
    window.addEventListener("atria:consent", listener);
    const stop = watchOtherTabs(KEYS);

    // Another tab (same cookies) withdraws analytics; a tag here set _ga meanwhile.
    document.cookie = cookieString(CONSENT_COOKIE, serializeChoices({ ...ALL, analytics: false }), 60, false);
    document.cookie = "_ga=GA1.1.1; Path=/";
    new Channel("atria-consent").postMessage();
    expect(heard).toEqual([{ choices: { ...ALL, analytics: false }, withdrawn: ["analytics"] }]);
    expect(cookieValue(document.cookie, "_ga")).toBeUndefined();

    // A message with nothing changed, or this tab's own save, announces nothing more.
    new Channel("atria-consent").postMessage();
    expect(heard).toHaveLength(1);
    saveChoices(NONE, KEYS);
    expect(heard).toHaveLength(2); // the save itself, once

    // Back from the back-forward cache after a change made meanwhile.
    document.cookie = cookieString(CONSENT_COOKIE, serializeChoices(ALL), 60, false);
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    expect(heard.at(-1)).toEqual({ choices: ALL, withdrawn: [] });

    stop();
    window.removeEventListener("atria:consent", listener);
    document.cookie = cookieString(CONSENT_COOKIE, serializeChoices(NONE), 60, false);
    new Channel("atria-consent").postMessage();
    expect(heard).toHaveLength(3);
  });
});
