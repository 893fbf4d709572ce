import { beforeEach, describe, expect, it, vi } from "vitest";

const store: Record<string, unknown> = { recent: [] };
vi.mock("fs", () => ({ existsSync: (p: string) => !p.includes("gone") }));
vi.mock("../src/main/settings", () => ({
  getSetting: (k: string) => store[k],
  setSetting: (k: string, v: unknown) => { store[k] = v; },
}));

import { addRecent, clearRecent, loadRecent } from "../src/main/recent";

describe("recent files", () => {
  beforeEach(() => { store.recent = []; });

  it("puts the newest first and dedupes", () => {
    addRecent("/a.md");
    addRecent("/b.md");
    addRecent("/a.md");
    expect(store.recent).toEqual(["/a.md", "/b.md"]);
  });

  it("keeps at most ten", () => {
    for (let i = 0; i < 15; i++) addRecent(`/n${i}.md`);
    expect((store.recent as string[]).length).toBe(10);
  });

  it("hides files that no longer exist", () => {
    store.recent = ["/a.md", "/gone/b.md"];
    expect(loadRecent()).toEqual(["/a.md"]);
  });

  it("clears", () => {
    addRecent("/a.md");
    clearRecent();
    expect(loadRecent()).toEqual([]);
  });
});
