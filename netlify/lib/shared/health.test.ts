import type { Context } from "@netlify/functions";
import health, { config } from "../../functions/health";

describe("GET /api/health", () => {
  it("answers JSON with status and build id, never cached", async () => {
    const res = await health(new Request("http://localhost/api/health"), {
      deploy: { id: "abc123" },
    } as unknown as Context);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body).toMatchObject({ status: "ok", buildId: "abc123" });
    expect(config.path).toBe("/api/health");
  });
});
