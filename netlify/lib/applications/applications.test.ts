import jobsJson from "../../../content/jobs.json";
import pageCopy from "../../../content/page-copy.json";
import {
  APPLY_ENDPOINT,
  APPLY_MAX_BODY_BYTES,
  APPLY_SUCCESS_MESSAGE,
  RESUME,
  isOpen,
  type JobFacts,
} from "../../../src/contracts/applications";
import { config } from "../../functions/apply";
import site from "../../../content/site.json";
import { RATE_LIMITED_PATH } from "../../../src/contracts/answers";
import { createHash } from "node:crypto";
import { forgetSiteSalt, IP_SALT_KEY } from "../intake/ip-hash";
import { closedPort, startBlobs, startSmtp, type BlobsFixture, type SmtpFixture } from "../shared/servers.test-support";
import {
  RATE_LIMIT,
  STORE_FAILURE_MESSAGE,
  rateLimitFromEnv,
  createApplyHandler,
  type ApplicationRecord,
  type ApplyDeps,
} from "./handler";
import { applicationMailConfig, retryApplicationMails } from "./notify";
import { fileNameProblem, resumeKind, zipEntryNames } from "./resume";
import { APPLICATION_PREFIX, RESUME_PREFIX, STORE_NAME, type ApplicationStore } from "./store";
import { BOUNDARY, docx, multipart, odt, pdf, pdfOfSize, zip, type Part } from "./files.test-support";

let blobs: BlobsFixture;
let smtp: SmtpFixture;
let store: ApplicationStore;
let clock: Date;
const logs: unknown[][] = [];

const base = (jobsJson as unknown as JobFacts[])[0]!;
const JOBS: JobFacts[] = [
  { ...base, slug: "open-role", title: "Open Role", closes: "2027-06-30", closed: false },
  { ...base, slug: "filled-role", title: "Filled Role", closes: "2027-06-30", closed: true },
  { ...base, slug: "expired-role", title: "Expired Role", closes: "2026-11-27", closed: false },
  // Scheduled: no page until its day (docs/decisions/scheduled-publishing.md).
  { ...base, slug: "future-role", title: "Future Role", datePosted: "2026-12-01", closes: "2027-06-30", closed: false },
];

beforeAll(async () => {
  blobs = await startBlobs();
  store = blobs.open(STORE_NAME) as unknown as ApplicationStore;
  smtp = await startSmtp();
});

afterAll(async () => {
  await smtp.stop();
  await blobs.stop();
});

beforeEach(async () => {
  for (const prefix of [APPLICATION_PREFIX, RESUME_PREFIX, "dedupe/", "rate/"]) {
    const { blobs: list } = await store.list({ prefix });
    await Promise.all(list.map(({ key }) => store.delete(key)));
  }
  clock = new Date("2026-11-28T10:00:00.000Z");
  logs.length = 0;
  smtp.mails.length = 0;
});

function deps(extra: Partial<ApplyDeps> = {}): ApplyDeps {
  return {
    store: () => store,
    now: () => clock,
    env: { LEADS_IP_SALT: "pepper", SMTP_URL: smtp.url, MAIL_FROM: "site@agency.test" },
    log: (...a: unknown[]) => logs.push(a),
    jobs: JOBS,
    ...extra,
  };
}

const TEXT = {
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "+91 98200 00000",
  link: "https://www.linkedin.com/in/janedoe",
  note: "I have built Laravel apps for five years.",
  job: "open-role",
  consent: "true",
};

function parts(
  file: { value: Buffer; filename?: string; contentType?: string } | null = { value: pdf() },
  text: Record<string, string | undefined> = {},
): Part[] {
  const fields = { ...TEXT, ...text };
  const out: Part[] = Object.entries(fields)
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([name, value]) => ({ name, value }));
  if (file) {
    out.push({
      name: RESUME.field,
      value: file.value,
      filename: file.filename ?? "Jane Doe CV.pdf",
      contentType: file.contentType ?? "application/pdf",
    });
  }
  return out;
}

interface Sent {
  status: number;
  headers: Headers;
  body: { success: boolean; message: string };
}

async function send(
  body: Buffer | ReadableStream<Uint8Array> | string,
  options: { deps?: ApplyDeps; headers?: Record<string, string>; ip?: string; method?: string } = {},
): Promise<Sent> {
  const handler = createApplyHandler(options.deps ?? deps());
  const req = new Request(`http://localhost${APPLY_ENDPOINT}`, {
    method: options.method ?? "POST",
    headers: {
      "Content-Type": `multipart/form-data; boundary=${BOUNDARY}`,
      Referer: "http://localhost/Career/open-role",
      "User-Agent": "jest",
      ...options.headers,
    },
    body: options.method === "GET" ? null : body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  const res = await handler(req, { ip: options.ip ?? "203.0.113.7" });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Sent["body"] };
}

const apply = (p: Part[], options?: Parameters<typeof send>[1]) => send(multipart(p), options);

async function keys(prefix: string): Promise<string[]> {
  return (await store.list({ prefix })).blobs.map((b) => b.key).sort();
}

async function records(): Promise<ApplicationRecord[]> {
  return Promise.all(
    (await keys(APPLICATION_PREFIX)).map(async (k) => (await store.get(k, { type: "json" })) as ApplicationRecord),
  );
}

/** Nothing of an application (record or file) was kept. */
async function expectNothingStored() {
  expect(await keys(APPLICATION_PREFIX)).toEqual([]);
  expect(await keys(RESUME_PREFIX)).toEqual([]);
}

describe("POST /api/apply: accepted résumés", () => {
  it.each([
    ["PDF", pdf(), "Jane Doe CV.pdf", "application/pdf", "pdf", "application/pdf"],
    [
      "DOCX",
      docx(),
      "cv.docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    [
      "ODT",
      odt(),
      "lebenslauf – Jänner.odt",
      "application/octet-stream",
      "odt",
      "application/vnd.oasis.opendocument.text",
    ],
  ])(
    "stores a real %s and its record, under our own file name",
    async (_label, bytes, filename, declared, ext, type) => {
      const res = await apply(parts({ value: bytes, filename, contentType: declared }));
      expect(res).toMatchObject({ status: 200, body: { success: true, message: APPLY_SUCCESS_MESSAGE } });
      expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("no-store");

      const [record, ...others] = await records();
      expect(others).toEqual([]);
      expect(record).toMatchObject({
        version: 1,
        job: { slug: "open-role", title: "Open Role" },
        fields: { name: TEXT.name, email: TEXT.email, phone: TEXT.phone, link: TEXT.link, note: TEXT.note },
        consent: { given: true, text: pageCopy.job.form.consent },
        resume: { kind: ext, contentType: type, bytes: bytes.length, originalName: filename },
        receivedAt: "2026-11-28T10:00:00.000Z",
        page: "http://localhost/Career/open-role",
        status: "new",
        notification: { state: "sent", hiring: "sent", candidate: "sent", attempts: 1, lastError: null },
      });
      expect(record!.resume.key).toBe(`${RESUME_PREFIX}${record!.id}.${ext}`);
      expect(record!.ipHash).toMatch(/^[0-9a-f]{64}$/);
      expect(await keys(RESUME_PREFIX)).toEqual([record!.resume.key]);
      const stored = await store.get(record!.resume.key, { type: "arrayBuffer" });
      expect(Buffer.from(stored!).equals(bytes)).toBe(true);
    },
  );

  it("keeps where the visit came from and counts the stored application as its job page's conversion", async () => {
    const counted: { inc: unknown; at: Date }[] = [];
    const countApplication = async (inc: unknown, at: Date) => void counted.push({ inc, at });
    const visit = { landingPage: "/Career", utm: { source: "linkedin", campaign: "hiring-q4" } };
    const res = await apply(parts(undefined, { context: JSON.stringify(visit) }), { deps: deps({ countApplication }) });
    expect(res.status).toBe(200);
    expect((await records())[0]!.context).toEqual(visit);
    expect(counted).toEqual([
      { inc: { applicationsByJob: ["open-role"], applicationsByCampaign: ["hiring-q4"] }, at: clock },
    ]);

    // A context that breaks a rule is dropped, never the application; the campaign is then none.
    counted.length = 0;
    const other = await apply(parts(undefined, { email: "john@example.com", context: '{"landingPage":"//evil"}' }), {
      deps: deps({ countApplication }),
    });
    expect(other.status).toBe(200);
    expect((await records()).map((r) => r.context)).toContainEqual(null);
    expect(counted).toEqual([
      { inc: { applicationsByJob: ["open-role"], applicationsByCampaign: ["(none)"] }, at: clock },
    ]);

    // Refused or a duplicate: not counted.
    counted.length = 0;
    expect((await apply(parts(undefined, { job: "filled-role" }), { deps: deps({ countApplication }) })).status).toBe(
      410,
    );
    expect(
      (await apply(parts(undefined, { email: "john@example.com" }), { deps: deps({ countApplication }) })).status,
    ).toBe(200);
    expect(counted).toEqual([]);
    expect(await records()).toHaveLength(2);
  });

  it("without LEADS_IP_SALT, hashes the address with the site's own secret (as leads do) instead of failing", async () => {
    const res = await apply(parts(), { deps: deps({ env: { SMTP_URL: smtp.url, MAIL_FROM: "site@agency.test" } }) });
    expect(res.status).toBe(200);
    expect((await records())[0]!.ipHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("accepts the optional fields left out", async () => {
    const res = await apply(parts(undefined, { phone: undefined, link: undefined, note: undefined }));
    expect(res.status).toBe(200);
    expect((await records())[0]!.fields).toEqual({
      name: TEXT.name,
      email: TEXT.email,
      phone: "",
      link: "",
      note: "",
    });
  });

  it("accepts a résumé of exactly 4 MB", async () => {
    const bytes = pdfOfSize(RESUME.maxBytes);
    expect(bytes.length).toBe(RESUME.maxBytes);
    expect((await apply(parts({ value: bytes }))).status).toBe(200);
  });

  it("stores a repeated application (same job, e-mail and file) once", async () => {
    expect((await apply(parts())).body.success).toBe(true);
    const again = await apply(parts());
    expect(again).toMatchObject({ status: 200, body: { success: true } });
    expect(await keys(APPLICATION_PREFIX)).toHaveLength(1);
    expect(await keys(RESUME_PREFIX)).toHaveLength(1);
  });

  it("takes applications for the openings in content/jobs.json by default", async () => {
    const open = (jobsJson as unknown as JobFacts[]).find((j) => isOpen(j, "2026-11-28"))!;
    const res = await apply(parts(undefined, { job: open.slug }), { deps: deps({ jobs: undefined }) });
    expect(res.status).toBe(200);
    expect((await records())[0]!.job).toEqual({ slug: open.slug, title: open.title });
  });
});

describe("POST /api/apply: refused résumés store nothing", () => {
  const notResume = "The résumé must be a PDF, Word (DOCX) or OpenDocument (ODT) file.";
  it.each([
    ["an HTML page named .pdf", Buffer.from("<!doctype html><script>alert(1)</script>%PDF-1.4 %%EOF")],
    ["a shell script named .pdf", Buffer.from("#!/bin/sh\nrm -rf /\n")],
    ["an SVG named .pdf", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    [
      "a ZIP that is not a DOCX",
      zip([
        { name: "readme.txt", data: "hello" },
        { name: "word/x.xml", data: "<x/>" },
      ]),
    ],
    ["a ZIP with document.xml but no content types", zip([{ name: "word/document.xml", data: "<w/>" }])],
    ["an OpenDocument spreadsheet", odt(undefined, "application/vnd.oasis.opendocument.spreadsheet")],
    ["a PDF cut short (no %%EOF)", pdf().subarray(0, 200)],
    ["a DOCX cut short (no central directory)", docx().subarray(0, 300)],
    ["a PNG", Buffer.from("89504e470d0a1a0a0000000d49484452", "hex")],
  ])("refuses %s with 415", async (_label, bytes) => {
    const res = await apply(parts({ value: bytes, filename: "cv.pdf", contentType: "application/pdf" }));
    expect(res).toMatchObject({ status: 415, body: { success: false, message: notResume } });
    await expectNothingStored();
  });

  it("refuses an empty file with 400", async () => {
    const res = await apply(parts({ value: Buffer.alloc(0) }));
    expect(res).toMatchObject({ status: 400, body: { success: false, message: "The résumé file is empty." } });
    await expectNothingStored();
  });

  it("refuses a résumé one byte over 4 MB with 413", async () => {
    const bytes = pdfOfSize(RESUME.maxBytes + 1);
    expect(bytes.length).toBe(RESUME.maxBytes + 1);
    const res = await apply(parts({ value: bytes }));
    expect(res).toMatchObject({ status: 413, body: { success: false } });
    await expectNothingStored();
  });

  it.each([
    ["a Unix path", "../../etc/cv.pdf"],
    ["a Windows path", "C:\\Users\\jane\\cv.pdf"],
    ["a control character", "cv\u0001.pdf"],
    ["a tab", "cv\t.pdf"],
    ["a right-to-left override", "cv\u202Efdp.exe"],
    ["only dots", ".."],
    ["no name", ""],
  ])("refuses a file name with %s with 400", async (_label, filename) => {
    const res = await apply(parts({ value: pdf(), filename }));
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/file name|attach your résumé/);
    await expectNothingStored();
  });

  it("refuses a missing résumé, two résumés, and a résumé sent as text", async () => {
    expect((await apply(parts(null))).status).toBe(400);
    const two = [...parts(), { name: RESUME.field, value: pdf(), filename: "b.pdf", contentType: "application/pdf" }];
    expect((await apply(two)).body).toEqual({ success: false, message: "Please attach your résumé (one file)." });
    expect((await apply([...parts(null), { name: RESUME.field, value: "%PDF-1.4" }])).status).toBe(400);
    await expectNothingStored();
  });
});

describe("POST /api/apply: bodies and fields", () => {
  it("refuses a truncated multipart body with 400", async () => {
    const whole = multipart(parts());
    const res = await send(whole.subarray(0, Math.floor(whole.length / 2)));
    expect(res).toMatchObject({
      status: 400,
      body: { success: false, message: "The application arrived incomplete or malformed. Please send it again." },
    });
    await expectNothingStored();
  });

  it("refuses a body that is not multipart, or multipart without a boundary, with 415", async () => {
    const json = await send(JSON.stringify(TEXT), { headers: { "Content-Type": "application/json" } });
    expect(json.status).toBe(415);
    const noBoundary = await send(multipart(parts()), { headers: { "Content-Type": "multipart/form-data" } });
    expect(noBoundary.status).toBe(415);
  });

  it("refuses a body whose boundary does not match with 400", async () => {
    const res = await send(multipart(parts(), "other-boundary"));
    expect(res.status).toBe(400);
    await expectNothingStored();
  });

  it("refuses a declared length over the cap unread, and an undeclared stream once it passes the cap", async () => {
    const declared = await send(multipart(parts()), {
      headers: { "Content-Length": String(APPLY_MAX_BODY_BYTES + 1) },
    });
    expect(declared.status).toBe(413);

    let pulled = 0;
    const chunk = new Uint8Array(256 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const streamed = await send(endless);
    expect(streamed).toMatchObject({ status: 413, body: { success: false } });
    // It stopped reading soon after the cap (the stream would never end).
    expect(pulled).toBeLessThan(APPLY_MAX_BODY_BYTES + 4 * chunk.length);
    await expectNothingStored();
  });

  it("answers 405 to GET", async () => {
    const res = await send("", { method: "GET" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
  });

  it("refuses a missing job with 400, an unknown one with 404, a filled or expired one with 410", async () => {
    const missing = await apply(parts(undefined, { job: undefined }));
    expect(missing).toMatchObject({ status: 400, body: { message: "Please check these fields: Job opening." } });
    const foreign = await apply(parts(undefined, { job: "astronaut" }));
    expect(foreign.status).toBe(404);
    const odd = await apply(parts(undefined, { job: "../open-role" }));
    expect(odd.status).toBe(400);
    const filled = await apply(parts(undefined, { job: "filled-role" }));
    expect(filled).toMatchObject({ status: 410, body: { message: "The Filled Role position is no longer open." } });
    const expired = await apply(parts(undefined, { job: "expired-role" }));
    expect(expired.status).toBe(410);
    await expectNothingStored();
  });

  it("knows no opening posted after today (UTC), and takes it from its day", async () => {
    clock = new Date("2026-11-30T23:59:00.000Z");
    const early = await apply(parts(undefined, { job: "future-role" }));
    expect(early).toMatchObject({
      status: 404,
      body: { message: "We have no opening by that name. Please apply from the job's page." },
    });
    await expectNothingStored();
    clock = new Date("2026-12-01T00:01:00.000Z");
    expect((await apply(parts(undefined, { job: "future-role" }))).status).toBe(200);
  });

  it("still takes an opening on its closing day (UTC)", async () => {
    clock = new Date("2026-11-27T23:59:00.000Z");
    expect((await apply(parts(undefined, { job: "expired-role" }))).status).toBe(200);
  });

  it("names every bad field by its label", async () => {
    const res = await apply(
      parts(undefined, { name: "", email: "not-an-address", link: "javascript:alert(1)", consent: "false" }),
    );
    expect(res).toMatchObject({
      status: 400,
      body: {
        success: false,
        message: "Please check these fields: Full Name, Email Address, LinkedIn or portfolio link, Consent.",
      },
    });
    await expectNothingStored();
  });

  it.each([
    ["a link that is not http(s)", { link: "ftp://example.com/cv" }],
    ["a link with credentials", { link: "https://user:pw@example.com/" }],
    ["a note over the limit", { note: "x".repeat(1501) }],
    ["a name on two lines", { name: "Jane\nDoe" }],
    ["consent left out", { consent: undefined }],
  ])("refuses %s", async (_label, text) => {
    expect((await apply(parts(undefined, text))).status).toBe(400);
    await expectNothingStored();
  });

  it("refuses a repeated text field and a file in a text field", async () => {
    const repeated = await apply([...parts(), { name: "email", value: "other@example.com" }]);
    expect(repeated.body.message).toBe("Please check these fields: Email Address.");
    const fileAsName = await apply([
      ...parts(undefined, { name: undefined }),
      { name: "name", value: "x", filename: "x.txt", contentType: "text/plain" },
    ]);
    expect(fileAsName.status).toBe(400);
    await expectNothingStored();
  });

  it("tells a bot that fills the honeypot all went well and keeps nothing", async () => {
    const res = await apply([...parts(), { name: "website", value: "https://spam.example" }]);
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    await expectNothingStored();
  });
});

describe("POST /api/apply: rate limit and storage failures", () => {
  it(`stores at most ${RATE_LIMIT} applications an hour from one address`, async () => {
    for (let i = 0; i < RATE_LIMIT; i += 1) {
      expect((await apply(parts(undefined, { email: `jane${i}@example.com` }))).status).toBe(200);
    }
    const over = await apply(parts(undefined, { email: "jane-extra@example.com" }));
    expect(over).toMatchObject({ status: 429, body: { success: false } });
    expect(over.headers.get("retry-after")).toBe("3600");
    expect(await keys(APPLICATION_PREFIX)).toHaveLength(RATE_LIMIT);
    // Another address is not affected, and the first one may apply again after the hour.
    expect((await apply(parts(undefined, { email: "sam@example.com" }), { ip: "198.51.100.9" })).status).toBe(200);
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    expect((await apply(parts(undefined, { email: "jane-later@example.com" }))).status).toBe(200);
  });

  it("takes another limit from APPLICATIONS_PER_ADDRESS, and ignores one that is not a positive whole number", async () => {
    expect(rateLimitFromEnv({})).toBe(RATE_LIMIT);
    for (const bad of ["0", "-3", "2.5", "many", ""])
      expect(rateLimitFromEnv({ APPLICATIONS_PER_ADDRESS: bad })).toBe(5);
    const two = deps({ env: { ...deps().env, APPLICATIONS_PER_ADDRESS: "2" } });
    for (const email of ["a@example.com", "b@example.com"])
      expect((await apply(parts(undefined, { email }), { deps: two })).status).toBe(200);
    expect((await apply(parts(undefined, { email: "c@example.com" }), { deps: two })).status).toBe(429);
  });

  it("answers 503 and leaves no file behind when the record cannot be written", async () => {
    const failing = {
      ...store,
      list: store.list.bind(store),
      get: store.get.bind(store),
      getWithMetadata: store.getWithMetadata.bind(store),
      delete: store.delete.bind(store),
      set: store.set.bind(store),
      setJSON: async (key: string, value: unknown, options?: { onlyIfNew?: boolean; onlyIfMatch?: string }) => {
        if (key.startsWith(APPLICATION_PREFIX)) throw new Error("blobs down");
        return store.setJSON(key, value, options);
      },
    } as ApplicationStore;
    const res = await apply(parts(), { deps: deps({ store: () => failing }) });
    expect(res).toMatchObject({ status: 503, body: { success: false, message: STORE_FAILURE_MESSAGE } });
    await expectNothingStored();
    expect(logs).toHaveLength(1);
    // The duplicate guard was released: the same application goes through once the store is back.
    expect((await apply(parts())).status).toBe(200);
  });
});

describe("the résumé recogniser and the function's config", () => {
  it("lists a ZIP's entries and refuses a damaged directory", () => {
    expect(zipEntryNames(docx())).toEqual(["[Content_Types].xml", "_rels/.rels", "word/document.xml"]);
    const broken = Buffer.from(docx());
    broken.writeUInt32LE(0, broken.length - 22 + 16); // the directory's offset now points at the start
    expect(resumeKind(broken)).toBeNull();
    expect(resumeKind(new Uint8Array(0))).toBeNull();
  });

  it("keeps ordinary names and refuses paths", () => {
    expect(fileNameProblem("Jänner CV (final).pdf", 200)).toBeNull();
    expect(fileNameProblem("a/b.pdf", 200)).not.toBeNull();
    expect(fileNameProblem("x".repeat(201), 200)).not.toBeNull();
  });

  it("is served at the contract's endpoint, rate limited by the platform", () => {
    expect(config.path).toBe(APPLY_ENDPOINT);
    expect(config.rateLimit).toEqual({
      action: "rewrite",
      to: RATE_LIMITED_PATH,
      windowLimit: 5,
      windowSize: 60,
      aggregateBy: ["ip", "domain"],
    });
  });
});

describe("POST /api/apply: the e-mails", () => {
  const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(raw)?.[1] ?? "";

  it("sends the hiring contact the application with the résumé attached under our name, and the candidate a confirmation", async () => {
    const note = "<b>Hire me</b> — I ship.";
    expect((await apply(parts(undefined, { note }))).status).toBe(200);
    const [record] = await records();
    expect(smtp.mails).toHaveLength(2);
    const hiring = smtp.mails.find((m) => m.to.includes(site.hiringEmail))!;
    const candidate = smtp.mails.find((m) => m.to.includes(TEXT.email))!;
    expect(hiring.from).toBe("site@agency.test");
    expect(header(hiring.raw, "Subject")).toContain("New application: Open Role");
    expect(header(hiring.raw, "Reply-To")).toContain(TEXT.email);
    // Text only: the note arrives as typed, no HTML part.
    expect(hiring.raw).not.toMatch(/text\/html/i);
    expect(hiring.raw).toMatch(/Content-Type: application\/pdf; name=(")?[0-9TZ]+-[0-9a-f]{12}\.pdf/);
    expect(hiring.raw).toContain(`${record!.id}.pdf`);
    // The attachment is the stored file, byte for byte.
    const attachment =
      /Content-Transfer-Encoding: base64\r?\nContent-Disposition: attachment[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(
        hiring.raw,
      );
    expect(Buffer.from(attachment![1]!.replace(/\s/g, ""), "base64").equals(pdf())).toBe(true);
    // The confirmation names the job and repeats nothing the candidate typed.
    expect(candidate.raw).toContain("Open Role");
    expect(candidate.raw).not.toContain("Jane");
    expect(candidate.raw).not.toContain("Hire me");
    expect(candidate.to).toEqual([TEXT.email]);
  });

  it("sends to APPLICATIONS_NOTIFY_TO when it is set", async () => {
    const env = { LEADS_IP_SALT: "pepper", SMTP_URL: smtp.url, APPLICATIONS_NOTIFY_TO: "hr@agency.test" };
    expect((await apply(parts(), { deps: deps({ env }) })).status).toBe(200);
    expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual(["hr@agency.test", TEXT.email]);
  });

  it("hashes the IP with the site's own secret when LEADS_IP_SALT is not set (as npm start runs it)", async () => {
    forgetSiteSalt();
    expect((await apply(parts(), { deps: deps({ env: {} }), ip: "192.0.2.44" })).status).toBe(200);
    const [record] = await records();
    expect(record!.ipHash).toMatch(/^[0-9a-f]{64}$/);
    const secret = (await store.get(IP_SALT_KEY, { type: "json" })) as { salt: string };
    expect(record!.ipHash).toBe(createHash("sha256").update(`${secret.salt}\u0000192.0.2.44`).digest("hex"));
    forgetSiteSalt();
  });

  it("stores the application and records 'unconfigured' without SMTP_URL", async () => {
    expect((await apply(parts(), { deps: deps({ env: { LEADS_IP_SALT: "pepper" } }) })).status).toBe(200);
    expect((await records())[0]!.notification).toEqual({
      state: "unconfigured",
      hiring: "unconfigured",
      candidate: "unconfigured",
      attempts: 0,
      lastError: null,
    });
    expect(smtp.mails).toHaveLength(0);
  });

  it("tries failed e-mails again when due, only the failed ones, and gives up after six tries", async () => {
    const down = {
      LEADS_IP_SALT: "pepper",
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      MAIL_FROM: "site@agency.test",
    };
    const up = { ...down, SMTP_URL: smtp.url };
    const file = pdf("Retry CV");
    expect((await apply(parts({ value: file }), { deps: deps({ env: down }) })).status).toBe(200);
    let [record] = await records();
    expect(record!.notification).toMatchObject({
      state: "failed",
      attempts: 1,
      nextAttemptAt: "2026-11-28T10:05:00.000Z",
    });
    // Not yet due: nothing is sent.
    const early = await retryApplicationMails(store, { config: applicationMailConfig(up), now: clock, log: () => {} });
    expect(early).toEqual({ due: 0, sent: 0, failed: 0 });
    expect(smtp.mails).toHaveLength(0);
    // Due, with the mail server back: both go out, the résumé read back from the store.
    const later = new Date("2026-11-28T10:05:00.000Z");
    const done = await retryApplicationMails(store, { config: applicationMailConfig(up), now: later, log: () => {} });
    expect(done).toEqual({ due: 1, sent: 1, failed: 0 });
    expect(smtp.mails.map((m) => m.to[0]).sort()).toEqual([site.hiringEmail, TEXT.email].sort());
    expect(smtp.mails.find((m) => m.to.includes(site.hiringEmail))!.raw).toContain(
      file.toString("base64").slice(0, 60),
    );
    [record] = await records();
    expect(record!.notification).toMatchObject({ state: "sent", hiring: "sent", candidate: "sent", attempts: 2 });
    expect(record!.notification.nextAttemptAt).toBeNull();
    // Sent: never again.
    expect((await retryApplicationMails(store, { config: applicationMailConfig(up), now: later })).due).toBe(0);

    // Only the failed channel is tried again; after six tries in all, no more.
    const key = `${APPLICATION_PREFIX}${record!.id}`;
    await store.setJSON(key, {
      ...record,
      notification: { ...record!.notification, state: "failed", candidate: "failed", attempts: 1, nextAttemptAt: null },
    });
    smtp.mails.length = 0;
    await retryApplicationMails(store, { config: applicationMailConfig(up), now: later, log: () => {} });
    expect(smtp.mails.map((m) => m.to)).toEqual([[TEXT.email]]);
    await store.setJSON(key, {
      ...record,
      notification: { ...record!.notification, state: "failed", hiring: "failed", attempts: 6, nextAttemptAt: null },
    });
    smtp.mails.length = 0;
    expect((await retryApplicationMails(store, { config: applicationMailConfig(up), now: later })).due).toBe(0);
    expect(smtp.mails).toHaveLength(0);
  });

  it("still answers success when the mail server is down, and records the failure", async () => {
    const env = { LEADS_IP_SALT: "pepper", SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` };
    const res = await apply(parts(), { deps: deps({ env }) });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    const [record] = await records();
    expect(record!.notification).toMatchObject({ state: "failed", hiring: "failed", candidate: "failed", attempts: 1 });
    expect(record!.notification.lastError).toMatch(/ECONNREFUSED/);
    expect(await keys(RESUME_PREFIX)).toEqual([record!.resume.key]);
  });
});
