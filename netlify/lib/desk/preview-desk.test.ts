/**
 * The lead desk on a deploy preview reads the preview's leads store, never production's
 * (netlify/functions/desk.ts, docs/decisions/preview-leads.md): the deployed function, its context
 * from the Functions Context (`deploy.context`), on a real Blobs server.
 */
import type { Context } from "@netlify/functions";
import desk from "../../functions/desk";
import { STORE_NAME } from "../leads/record";
import { blobsContextFor, startBlobs, type BlobsFixture } from "../shared/servers.test-support";
import { storeNameFor } from "../shared/request-context";
import { COOKIE_NAME, createSession, deskStore } from "./auth";
import { deskLead, storeLead } from "./leads.test-support";

let blobs: BlobsFixture;
const saved = { ...process.env };

beforeAll(async () => {
  blobs = await startBlobs();
  process.env = { ...saved, NETLIFY_BLOBS_CONTEXT: blobsContextFor(blobs), LEADS_ADMINS: "ada@atria.test" };
});

afterAll(async () => {
  process.env = saved;
  await blobs.stop();
});

it("shows a deploy preview's desk the preview's leads and production's desk production's", async () => {
  const recent = new Date(Date.now() - 60_000).toISOString();
  await storeLead(
    blobs.open(STORE_NAME),
    deskLead("20261128T090000000Z-aaaaaaaaaaaa", { receivedAt: recent }, { firstName: "Productionname" }),
  );
  await storeLead(
    blobs.open(storeNameFor(STORE_NAME, "deploy-preview")),
    deskLead("20261128T090000000Z-bbbbbbbbbbbb", { receivedAt: recent }, { firstName: "Previewname" }),
  );
  const { id } = await createSession(deskStore(), "ada@atria.test", new Date());
  const inbox = async (deployContext: string) => {
    const res = await desk(
      new Request("https://deploy-preview-7--atria.netlify.app/admin/leads", {
        headers: { cookie: `${COOKIE_NAME}=${id}` },
      }),
      { ip: "203.0.113.9", deploy: { context: deployContext } } as unknown as Context,
    );
    expect(res.status).toBe(200);
    return res.text();
  };
  const preview = await inbox("deploy-preview");
  expect(preview).toContain("Previewname");
  expect(preview).not.toContain("Productionname");
  const production = await inbox("production");
  expect(production).toContain("Productionname");
  expect(production).not.toContain("Previewname");
});
