import { describe, expect, it, vi } from "vitest";

vi.mock("../src/db.js", () => ({
  prisma: {
    user: {
      findUnique: vi.fn(async ({ where }: { where: { id: number } }) =>
        where.id === 1 ? { id: 1, displayName: "小明", avatarUrl: null, bio: "", createdAt: new Date() } : null,
      ),
    },
  },
}));

const { getUser, displayLabel } = await import("../src/users/service.js");

describe("users", () => {
  it("returns the user with a display name", async () => {
    const user = await getUser(1);
    expect(user?.name).toBe("小明");
  });

  it("returns null for unknown users", async () => {
    expect(await getUser(2)).toBeNull();
  });

  it("falls back to 用户<id>", () => {
    expect(displayLabel({ id: 7, displayName: null })).toBe("用户7");
  });
});
