import { blobsForTests } from "../shared/servers.test-support";
import type { LeadStore } from "../leads/record";
import { BOT_USER_AGENT, createBeaconHandler, incrementFor, MAX_BEACON_BYTES } from "./beacon";
import { addTo, createCounter, emptyDay, MAX_KEYS, NONE, OTHER, readDays, type Increment } from "./counters";
import { applicationIncrement, buildReport, formatReport, leadIncrement } from "./report";
import { jobStatsTables } from "../desk/pages/stats";
import { toStatsCsv } from "../../../scripts/lib/stats-csv.mjs";

const blobs = blobsForTests();
beforeEach(async () => {
  const { blobs: list } = await blobs.store.list({ prefix: "day/" });
  await Promise.all(list.map(({ key }) => blobs.store.delete(key)));
});

const NOW = new Date("2026-11-23T12:00:00Z");
const KNOWN = new Set(["/", "/about", "/contact", "/services/seo"]);

/** The store, counting its writes. */
function counted(store: LeadStore) {
  const stats = { writes: 0 };
  const wrapped: LeadStore = {
    ...store,
    get: (k, o) => store.get(k, o),
    getWithMetadata: (k, o) => store.getWithMetadata(k, o),
    list: (o) => store.list(o),
    delete: (k) => store.delete(k),
    setJSON: (k, v, o) => {
      stats.writes++;
      return store.setJSON(k, v, o);
    },
  };
  return { store: wrapped, stats };
}

describe("counters", () => {
  it("lose no count when three instances take 600 increments at once, in far fewer writes", async () => {
    const { store, stats } = counted(blobs.store);
    const instances = [createCounter(() => store), createCounter(() => store), createCounter(() => store)];
    const adds: Promise<void>[] = [];
    for (let i = 0; i < 600; i++) {
      const inc: Increment = {
        views: [i % 2 ? "/about" : "/"],
        ...(i % 3 === 0 ? { visits: ["/"], sources: ["google"] } : {}),
      };
      adds.push(instances[i % 3]!.add(inc, NOW));
    }
    await Promise.all(adds);
    const { total, days } = await readDays(blobs.store, "2026-11-23", "2026-11-23");
    expect(total.views).toEqual({ "/": 300, "/about": 300 });
    expect(total.visits).toEqual({ "/": 200 });
    expect(total.sources).toEqual({ google: 200 });
    expect(Object.keys(days)).toEqual(["2026-11-23"]);
    expect(stats.writes).toBeLessThan(60);
  });

  it("keep each day apart, and read only the days asked for", async () => {
    const c = createCounter(() => blobs.store);
    await Promise.all([
      c.add({ views: ["/"] }, new Date("2026-11-22T23:59:59Z")),
      c.add({ views: ["/"] }, new Date("2026-11-23T00:00:01Z")),
      c.add({ views: ["/about"] }, new Date("2026-11-23T10:00:00Z")),
    ]);
    const both = await readDays(blobs.store, "2026-11-22", "2026-11-23");
    expect(both.days["2026-11-22"]?.views).toEqual({ "/": 1 });
    expect(both.days["2026-11-23"]?.views).toEqual({ "/": 1, "/about": 1 });
    expect((await readDays(blobs.store, "2026-11-23", "2026-11-30")).total.views).toEqual({ "/": 1, "/about": 1 });
  });

  it("cap the distinct keys of a map, counting the rest as other", () => {
    const day = emptyDay();
    for (let i = 0; i < MAX_KEYS + 5; i++) addTo(day, { referrers: [`host${i}.example`] });
    addTo(day, { referrers: ["host0.example"] });
    expect(Object.keys(day.referrers)).toHaveLength(MAX_KEYS + 1);
    expect(day.referrers[OTHER]).toBe(5);
    expect(day.referrers["host0.example"]).toBe(2);
  });
});

describe("POST /api/beacon", () => {
  const adds: Increment[] = [];
  const handler = createBeaconHandler({
    knownPaths: async () => KNOWN,
    add: async (inc) => void adds.push(inc),
    now: () => NOW,
  });
  const post = (body: string, headers: Record<string, string> = {}) =>
    handler(
      new Request("http://127.0.0.1/api/beacon", {
        method: "POST",
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": "Mozilla/5.0 Chrome/156.0", ...headers },
        body,
      }),
    );
  beforeEach(() => {
    adds.length = 0;
  });

  it("counts a page view, and a visit with its landing page, referrer, source and campaign", async () => {
    expect((await post(JSON.stringify({ path: "/about" }))).status).toBe(204);
    const visit = { path: "/services/seo", visit: { ref: "www.google.com", source: "google", campaign: "fall-seo" } };
    const res = await post(JSON.stringify(visit));
    expect(res.status).toBe(204);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(adds).toEqual([
      { views: ["/about"] },
      {
        views: ["/services/seo"],
        visits: ["/services/seo"],
        referrers: ["www.google.com"],
        sources: ["google"],
        campaigns: ["fall-seo"],
      },
    ]);
  });

  it("counts pages the site does not have as other, and a visit without a referrer or campaign as none", async () => {
    await post(JSON.stringify({ path: "/wp-admin", visit: {} }));
    expect(adds).toEqual([{ views: [OTHER], visits: [OTHER], referrers: [NONE], sources: [NONE], campaigns: [NONE] }]);
  });

  it("refuses what is not a beacon, with a 4xx and nothing counted", async () => {
    const cases: [string, Record<string, string>, number][] = [
      ["{", {}, 400],
      ["[]", {}, 400],
      [JSON.stringify({ path: "/", extra: 1 }), {}, 400],
      [JSON.stringify({ path: "https://evil.example/" }), {}, 400],
      [JSON.stringify({ path: "/", visit: { ref: "<script>" } }), {}, 400],
      [JSON.stringify({ path: "/", visit: { source: "a\r\nb" } }), {}, 400],
      [JSON.stringify({ path: "/", visit: { source: "x".repeat(151) } }), {}, 400],
      [JSON.stringify({ path: "/".padEnd(MAX_BEACON_BYTES + 1, "a") }), {}, 413],
      [JSON.stringify({ path: "/" }), { "content-type": "application/x-www-form-urlencoded" }, 415],
    ];
    for (const [body, headers, status] of cases)
      expect([body.slice(0, 40), (await post(body, headers)).status]).toEqual([body.slice(0, 40), status]);
    expect(adds).toEqual([]);
    const get = await handler(new Request("http://127.0.0.1/api/beacon"));
    expect(get.status).toBe(405);
  });

  it("skips known bots and measuring tools", async () => {
    for (const ua of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36 Chrome-Lighthouse",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0 Safari/537.36",
      "curl/8.5.0",
    ]) {
      expect(BOT_USER_AGENT.test(ua)).toBe(true);
      expect((await post(JSON.stringify({ path: "/" }), { "user-agent": ua })).status).toBe(204);
    }
    expect(BOT_USER_AGENT.test("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1")).toBe(false);
    expect(adds).toEqual([]);
  });

  it("incrementFor normalises a trailing slash", () => {
    expect(incrementFor({ path: "/about/" }, KNOWN)).toEqual({ views: ["/about"] });
  });
});

describe("report", () => {
  it("gives views, visits, leads and conversion per page, source and campaign", () => {
    const day = emptyDay();
    addTo(
      day,
      { views: ["/services/seo", "/contact"], visits: ["/services/seo"], sources: ["google"], campaigns: ["fall-seo"] },
      4,
    );
    addTo(
      day,
      leadIncrement("contact", { landingPage: "/services/seo", utm: { source: "google", campaign: "fall-seo" } }),
    );
    addTo(day, leadIncrement("get-started", null));
    const report = buildReport(day);
    expect(report.pages.find((r) => r.key === "/services/seo")).toEqual({
      key: "/services/seo",
      views: 4,
      visits: 4,
      leads: 1,
      rate: 0.25,
    });
    expect(report.campaigns.find((r) => r.key === "fall-seo")).toEqual({
      key: "fall-seo",
      visits: 4,
      leads: 1,
      rate: 0.25,
    });
    expect(report.forms).toEqual([
      ["contact", 1],
      ["get-started", 1],
    ]);
    const text = formatReport(report, "Last 30 days");
    expect(text).toMatch(/\/services\/seo\s+4\s+4\s+1\s+25\.0 %/);
  });

  it("gives each job page's views and applications, and applications per campaign", async () => {
    const counter = createCounter(() => blobs.store);
    const campaign = { landingPage: "/Career", utm: { source: "linkedin", campaign: "hiring-q4" } };
    await Promise.all([
      counter.add(
        { views: ["/Career", "/Career/react-developer"], visits: ["/Career"], campaigns: ["hiring-q4"] },
        NOW,
      ),
      counter.add({ views: ["/Career/react-developer", "/Career/php-developer"] }, NOW),
      counter.add({ views: ["/Career/react-developer", "/about"], visits: ["/about"], campaigns: ["hiring-q4"] }, NOW),
      counter.add({ views: ["/Career/react-developer"] }, NOW),
      counter.add(applicationIncrement("react-developer", campaign), NOW),
      counter.add(applicationIncrement("ui-ux-designer", null), NOW),
    ]);
    // Through the store, as `npm run stats` and the desk read it.
    const { total } = await readDays(blobs.store, "2026-11-23", "2026-11-23");
    expect(total.applicationsByJob).toEqual({ "react-developer": 1, "ui-ux-designer": 1 });
    expect(total.applicationsByCampaign).toEqual({ "hiring-q4": 1, [NONE]: 1 });
    const report = buildReport(total);
    expect(report.jobs).toEqual([
      { key: "react-developer", views: 4, applications: 1, rate: 0.25 },
      { key: "php-developer", views: 1, applications: 0, rate: 0 },
      { key: "ui-ux-designer", views: 0, applications: 1, rate: null },
    ]);
    // /Career itself is not an opening; applications are no leads.
    expect(report.jobs.map((r) => r.key)).not.toContain("");
    expect(report.forms).toEqual([]);
    expect(report.applicationCampaigns).toEqual([
      { key: "hiring-q4", visits: 2, applications: 1, rate: 0.5 },
      { key: NONE, visits: 0, applications: 1, rate: null },
    ]);
    const text = formatReport(report, "Last 30 days");
    expect(text).toMatch(/Job pages[^\n]*\njob\s+views\s+applications\s+conversion\nreact-developer\s+4\s+1\s+25\.0 %/);
    expect(text).toMatch(/Applications per campaign[^\n]*\n.*\nhiring-q4\s+2\s+1\s+50\.0 %/);
  });
});

describe("the careers numbers in the desk and the CSV", () => {
  const report = buildReport(
    addTo(
      addTo(
        emptyDay(),
        { views: ["/Career/<img src=x onerror=alert(1)>", "/Career/react-developer"], campaigns: ["c"] },
        2,
      ),
      applicationIncrement("react-developer", { landingPage: "/", utm: { campaign: "c" } }),
    ),
  );

  it("the desk's stats page shows them as tables, names as text", () => {
    const html = String(jobStatsTables(report));
    expect(html).toContain("<caption>\n          Job pages (views of /Career/&lt;slug&gt; and applications)");
    expect(html).toMatch(
      /<th scope="row"><span class="text">react-developer<\/span><\/th>\s*<td>2<\/td>\s*<td>1<\/td>\s*<td>50\.0 %<\/td>/,
    );
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toContain("<img");
    expect(html).toMatch(/<span class="text">c<\/span><\/th>\s*<td>2<\/td>\s*<td>1<\/td>\s*<td>50\.0 %<\/td>/);
    expect(String(jobStatsTables(buildReport(emptyDay())))).toContain("Nothing counted in this period.");
  });

  it("the CSV export has a row per job page and per campaign that brought applications", () => {
    const lines = toStatsCsv(report).split("\r\n");
    expect(lines).toContain('"job","react-developer","2","","","0.5000","1"');
    expect(lines).toContain('"application-campaign","c","","2","","0.5000","1"');
    for (const line of lines.filter(Boolean)) expect(line.split('","')).toHaveLength(7);
  });
});
