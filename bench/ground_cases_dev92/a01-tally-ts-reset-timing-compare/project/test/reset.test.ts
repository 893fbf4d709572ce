import { describe, expect, it, vi } from "vitest";

const store = new Map<string, { tokenHash: string; expiresAt: Date }>();
vi.mock("../src/db.js", () => ({
  db: {
    users: {
      findByEmail: async (email: string) => (email === "ana@example.com" ? { id: "u1", email, passwordHash: null } : null),
      setPassword: async () => undefined,
    },
    resets: {
      upsert: async (id: string, tokenHash: string, expiresAt: Date) => void store.set(id, { tokenHash, expiresAt }),
      find: async (id: string) => store.get(id) ?? null,
      remove: async (id: string) => void store.delete(id),
    },
  },
}));
const sent: string[] = [];
vi.mock("../src/mail.js", () => ({ sendMail: async (_to: string, _s: string, text: string) => void sent.push(text) }));

const { requestReset, completeReset } = await import("../src/auth/reset.js");

describe("password reset", () => {
  it("accepts the emailed token", async () => {
    await requestReset("ana@example.com");
    const token = new URL(sent.at(-1)!.split(": ")[1]).searchParams.get("token")!;
    expect(await completeReset("u1", token, "correct horse battery")).toBe("ok");
  });

  it("rejects a wrong token", async () => {
    await requestReset("ana@example.com");
    expect(await completeReset("u1", "not-the-token", "correct horse battery")).toBe("invalid");
  });
});
