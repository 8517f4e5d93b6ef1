import { createHash } from "node:crypto";
import { blobsForTests } from "../shared/servers.test-support";
import { forgetSiteSalt, hashIp, IP_SALT_KEY, ipSalt, SALT_STORE_NAME } from "./ip-hash";

const blobs = blobsForTests();
beforeEach(async () => {
  forgetSiteSalt();
  await blobs.store.delete(IP_SALT_KEY);
});

describe("the salt of IP hashes (issue 38, item 9)", () => {
  it("is LEADS_IP_SALT when it is set", async () => {
    expect(await ipSalt({ LEADS_IP_SALT: "pepper" }, blobs.store)).toBe("pepper");
    expect(await blobs.store.get(IP_SALT_KEY, { type: "json" })).toBeNull();
  });

  it("without it, is the site's own random secret, drawn once, kept in the store and said in the log", async () => {
    const logs: unknown[] = [];
    const first = await ipSalt({}, blobs.store, (...a) => logs.push(a));
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(logs).toHaveLength(1);
    expect(String(logs[0])).toContain("LEADS_IP_SALT is not set");
    // Another instance (nothing in memory) reads the same secret, and does not draw another.
    forgetSiteSalt();
    expect(await ipSalt({ LEADS_IP_SALT: "  " }, blobs.store, (...a) => logs.push(a))).toBe(first);
    expect(logs).toHaveLength(1);
    // So the hash is not sha256("\0" + ip), which anyone reverses by trying every IPv4 address.
    const unsalted = createHash("sha256").update("\u0000203.0.113.5").digest("hex");
    expect(hashIp("203.0.113.5", first)).not.toBe(unsalted);
  });

  it("moves from the leads store to a store of its own, once, so the hashes stored before stay comparable", async () => {
    const own = blobs.open(SALT_STORE_NAME);
    await own.delete(IP_SALT_KEY);
    const before = "a".repeat(64);
    await blobs.store.setJSON(IP_SALT_KEY, { salt: before, createdAt: "2026-11-01T00:00:00.000Z" });
    const logs: unknown[] = [];
    expect(await ipSalt({}, own, (...a) => logs.push(a), blobs.store)).toBe(before);
    expect(((await own.get(IP_SALT_KEY, { type: "json" })) as { salt: string }).salt).toBe(before);
    expect(logs).toHaveLength(0); // nothing new was drawn
    // Another instance reads it from the salt's own store, even once the old copy is gone.
    forgetSiteSalt();
    await blobs.store.delete(IP_SALT_KEY);
    expect(await ipSalt({}, own, (...a) => logs.push(a), blobs.store)).toBe(before);
    await own.delete(IP_SALT_KEY);
  });

  it("is never empty: hashIp refuses to hash without one", () => {
    expect(() => hashIp("203.0.113.5", "")).toThrow(/salt/);
    expect(hashIp(null, "")).toBeNull();
  });
});
