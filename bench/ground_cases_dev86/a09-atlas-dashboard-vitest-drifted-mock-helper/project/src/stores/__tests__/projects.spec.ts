import { beforeEach, describe, expect, it, vi } from "vitest";
import { createPinia, setActivePinia } from "pinia";
import { fetchProjects } from "../../api/client";
import { useProjectsStore } from "../projects";
import { makeProject, mockProjectsPage } from "../../test/mocks/api";

vi.mock("../../api/client", () => ({ fetchProjects: vi.fn() }));

describe("projects store", () => {
  beforeEach(() => {
    setActivePinia(createPinia());
  });

  it("loads projects", async () => {
    vi.mocked(fetchProjects).mockResolvedValue(mockProjectsPage([makeProject(), makeProject({ id: "p_2" })]));
    const store = useProjectsStore();
    await store.load();
    expect(store.projects).toHaveLength(2);
    expect(store.loading).toBe(false);
  });

  it("hides archived projects from active", async () => {
    vi.mocked(fetchProjects).mockResolvedValue(mockProjectsPage([makeProject(), makeProject({ id: "p_3", archived: true })]));
    const store = useProjectsStore();
    await store.load();
    expect(store.active.map((p) => p.id)).toEqual(["p_1"]);
  });

  it("keeps the error message", async () => {
    vi.mocked(fetchProjects).mockRejectedValue(new Error("/projects: 503"));
    const store = useProjectsStore();
    await store.load();
    expect(store.error).toBe("/projects: 503");
  });
});
