import type { ProjectsPage } from "./types";

const BASE = import.meta.env.VITE_API_BASE ?? "/api/v2";

export class ApiError extends Error {
  constructor(public readonly status: number, message: string) {
    super(message);
  }
}

async function request(path: string, params: Record<string, string | undefined> = {}) {
  const query = new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined),
  );
  const res = await fetch(`${BASE}${path}${query.size ? `?${query}` : ""}`, {
    headers: { Accept: "application/json" },
    credentials: "include",
  });
  if (!res.ok) {
    throw new ApiError(res.status, `${path}: ${res.status}`);
  }
  return res.json();
}

export function fetchProjects(cursor?: string): Promise<ProjectsPage> {
  return request("/projects", { cursor });
}

export function fetchProject(id: string) {
  return request(`/projects/${encodeURIComponent(id)}`);
}
