import { describe, expect, it, vi } from "vitest";

vi.mock("undici", () => ({ request: vi.fn() }));
process.env.NOTIFY_QUEUE_URL = "http://localhost/q";
process.env.SMS_API_KEY = "k";

const { request } = await import("undici");
const { sendSms } = await import("../src/sms.js");

function reply(statusCode: number, body: object) {
  return { statusCode, body: { json: async () => body } };
}

describe("sendSms", () => {
  it("returns the provider biz id", async () => {
    vi.mocked(request).mockResolvedValueOnce(reply(200, { code: "OK", bizId: "b-1" }) as never);
    await expect(sendSms("13800000000", "trip_reminder", { time: "08:00" })).resolves.toBe("b-1");
  });

  it("retries then gives up", async () => {
    vi.mocked(request).mockResolvedValue(reply(500, { code: "isv.BUSINESS_LIMIT_CONTROL" }) as never);
    await expect(sendSms("13800000000", "trip_reminder", {})).rejects.toThrow();
    expect(request).toHaveBeenCalledTimes(1 + 3);
  });
});
