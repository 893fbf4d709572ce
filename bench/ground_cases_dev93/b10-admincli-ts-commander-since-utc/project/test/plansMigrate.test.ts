import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { plansMigrate } from "../src/commands/plansMigrate.js";

const users = [
  { id: "usr_1", email: "a@example.com", plan: "standard-2023", active: true, lastLoginAt: "2025-11-01T00:00:00Z" },
  { id: "usr_2", email: "b@example.com", plan: "standard-2023", active: true, lastLoginAt: "2025-10-01T00:00:00Z" },
];

describe("plans:migrate", () => {
  const calls: string[] = [];

  beforeEach(() => {
    calls.length = 0;
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.stubGlobal("fetch", vi.fn(async (url: URL, init: RequestInit) => {
      calls.push(`${init.method} ${url.pathname}`);
      const body = init.method === "GET" ? users : { ...users[0], plan: "standard-2025" };
      return new Response(JSON.stringify(body), { status: 200 });
    }));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("moves every listed user", async () => {
    const moved = await plansMigrate({ from: "standard-2023", to: "standard-2025", api: "http://api.test" });
    expect(moved).toBe(2);
    expect(calls).toEqual(["GET /admin/users", "POST /admin/users/usr_1/plan", "POST /admin/users/usr_2/plan"]);
  });

  it("changes nothing in dry-run", async () => {
    const moved = await plansMigrate({ from: "standard-2023", to: "standard-2025", dryRun: true, api: "http://api.test" });
    expect(moved).toBe(0);
    expect(calls).toEqual(["GET /admin/users"]);
  });
});
