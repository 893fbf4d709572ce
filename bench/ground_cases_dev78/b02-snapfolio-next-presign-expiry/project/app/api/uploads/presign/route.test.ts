import { describe, expect, it, vi } from "vitest";

vi.mock("@/lib/auth", () => ({
  auth: vi.fn(async () => ({ user: { id: "u1", name: "tester" } })),
}));
vi.mock("@/lib/s3", () => ({
  createPresignedUpload: vi.fn(async (key: string) => ({ url: "https://s3.example/put", key, expiresAt: "" })),
}));

import { POST } from "./route";

function req(body: unknown) {
  return new Request("http://localhost/api/uploads/presign", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("POST /api/uploads/presign", () => {
  it("rejects files over 5MB with 413", async () => {
    const res = await POST(req({ fileName: "big.jpg", contentType: "image/jpeg", size: 5 * 1024 * 1024 + 1 }));
    expect(res.status).toBe(413);
  });

  it("accepts a 5MB HEIC", async () => {
    const res = await POST(req({ fileName: "IMG_0001.HEIC", contentType: "image/heic", size: 5 * 1024 * 1024 }));
    expect(res.status).toBe(200);
    expect((await res.json()).key).toMatch(/\.heic$/);
  });
});
