/** The count of a person's leads on their lead page, from the index, kept in step as leads arrive and go. */
import { removeFromIndex } from "../leads/lead-index";
import { LEAD_PREFIX } from "../leads/record";
import { blobsForTests } from "../shared/servers.test-support";
import { leadsOfAddress } from "./addresses";
import { deskLead, storeLead } from "./leads.test-support";

const blobs = blobsForTests();

it("counts the indexed leads of an address in any letter case, across months, as the index changes", async () => {
  const store = blobs.store;
  await storeLead(store, deskLead("20261020T100000000Z-000000000001", {}, { email: "Grace@Navy.example" }));
  await storeLead(store, deskLead("20261120T100000000Z-000000000002", {}, { email: " grace@navy.example" }));
  await storeLead(store, deskLead("20261121T100000000Z-000000000003", {}, { email: "alan@bletchley.example" }));
  expect(await leadsOfAddress(store, "grace@navy.example ")).toBe(2);
  expect(await leadsOfAddress(store, "ALAN@bletchley.example")).toBe(1);
  expect(await leadsOfAddress(store, "nobody@example.com")).toBe(0);

  // A new lead in a month already counted, and a lead taken out of the index: the counts follow.
  await storeLead(store, deskLead("20261122T100000000Z-000000000004", {}, { email: "GRACE@navy.example" }));
  expect(await leadsOfAddress(store, "grace@navy.example")).toBe(3);
  await removeFromIndex(store, [`${LEAD_PREFIX}20261020T100000000Z-000000000001`]);
  expect(await leadsOfAddress(store, "grace@navy.example")).toBe(2);
});
