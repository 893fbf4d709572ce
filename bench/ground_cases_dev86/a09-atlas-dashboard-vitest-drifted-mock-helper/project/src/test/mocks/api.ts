import type { Project } from "../../api/types";

export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: "p_1",
    name: "Harbour survey",
    owner: "marta",
    archived: false,
    updatedAt: "2025-11-01T10:00:00Z",
    ...overrides,
  };
}

/** What GET /projects answers, for vi.mocked(fetchProjects).mockResolvedValue(...). */
export function mockProjectsPage(projects: Project[] = [makeProject()], nextCursor: string | null = null) {
  return {
    data: projects,
    nextCursor,
  };
}
