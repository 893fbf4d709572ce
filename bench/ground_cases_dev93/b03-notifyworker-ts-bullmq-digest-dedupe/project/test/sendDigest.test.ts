import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("../src/db.js", () => ({
  loadUser: vi.fn(),
  hasSentDigest: vi.fn(),
  listUnreadFor: vi.fn(),
  markDigestSent: vi.fn(),
}));
vi.mock("../src/mailer.js", () => ({
  renderDigest: vi.fn(() => ({ subject: "s", text: "t" })),
  sendMail: vi.fn(async () => "<msg@test>"),
}));

import * as db from "../src/db.js";
import { sendDigest } from "../src/jobs/sendDigest.js";
import * as mailer from "../src/mailer.js";

const user = { id: "u_1", email: "a@example.com", displayName: "A", digestEnabled: true };
const item = { id: "c_1", title: "見積もり", boardName: "営業", createdAt: new Date() };

describe("sendDigest", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(db.loadUser).mockResolvedValue(user);
    vi.mocked(db.hasSentDigest).mockResolvedValue(false);
    vi.mocked(db.listUnreadFor).mockResolvedValue([item]);
  });

  it("sends and records the digest", async () => {
    await expect(sendDigest({ userId: "u_1", digestDate: "2025-11-06" })).resolves.toBe("sent");
    expect(mailer.sendMail).toHaveBeenCalledOnce();
    expect(db.markDigestSent).toHaveBeenCalledWith("u_1", "2025-11-06");
  });

  it("skips users without new cards", async () => {
    vi.mocked(db.listUnreadFor).mockResolvedValue([]);
    await expect(sendDigest({ userId: "u_1", digestDate: "2025-11-06" })).resolves.toBe("skipped:no-items");
    expect(mailer.sendMail).not.toHaveBeenCalled();
  });

  it("does not send twice when the digest is already logged", async () => {
    vi.mocked(db.hasSentDigest).mockResolvedValue(true);
    await expect(sendDigest({ userId: "u_1", digestDate: "2025-11-06" })).resolves.toBe("skipped:already-sent");
    expect(mailer.sendMail).not.toHaveBeenCalled();
    expect(db.markDigestSent).not.toHaveBeenCalled();
  });

  it("skips unsubscribed users", async () => {
    vi.mocked(db.loadUser).mockResolvedValue({ ...user, digestEnabled: false });
    await expect(sendDigest({ userId: "u_1", digestDate: "2025-11-06" })).resolves.toBe("skipped:unsubscribed");
  });
});
