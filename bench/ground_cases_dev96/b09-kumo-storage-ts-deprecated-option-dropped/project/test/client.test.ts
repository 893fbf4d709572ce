import { describe, expect, it, vi } from "vitest";
import { KumoAPIError, KumoClient } from "../src/index.js";

function fakeFetch(...responses: Response[]) {
  return vi.fn(async (_url: URL | RequestInfo, _init?: RequestInit) => {
    const next = responses.shift();
    if (!next) throw new Error("no more responses");
    return next;
  });
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

describe("KumoClient", () => {
  it("sends the key and parses the body", async () => {
    const fetch = fakeFetch(json(200, { buckets: [{ name: "photos", region: "jp-east", createdAt: "2025-01-01" }] }));
    const kumo = new KumoClient({ apiKey: "k", fetch });
    expect((await kumo.listBuckets()).map((b) => b.name)).toEqual(["photos"]);
    const init = fetch.mock.calls[0]![1]!;
    expect((init.headers as Record<string, string>).authorization).toBe("Bearer k");
  });

  it("retries 503 and honours Retry-After", async () => {
    const fetch = fakeFetch(json(503, {}, { "retry-after": "0" }), json(200, { objects: [] }));
    const kumo = new KumoClient({ apiKey: "k", fetch });
    await expect(kumo.listObjects("b")).resolves.toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("throws KumoAPIError with the API's code", async () => {
    const fetch = fakeFetch(json(404, { error: { code: "no_such_bucket", message: "nope" } }, { "x-request-id": "req_42" }));
    const kumo = new KumoClient({ apiKey: "k", fetch });
    await expect(kumo.listObjects("missing")).rejects.toMatchObject({ status: 404, code: "no_such_bucket", requestId: "req_42" });
    await expect(Promise.reject(new KumoAPIError(400, "x", "y"))).rejects.toBeInstanceOf(KumoAPIError);
  });
});
