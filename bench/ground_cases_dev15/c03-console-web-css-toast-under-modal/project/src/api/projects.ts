export type Project = { id: string; name: string; createdAt: string };

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`/api${path}`, {
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    ...init,
  });
  if (!res.ok) {
    const body = await res.json().catch(() => ({}));
    throw new Error(body.message ?? `HTTP ${res.status}`);
  }
  return res.status === 204 ? (undefined as T) : res.json();
}

export function listProjects(): Promise<Project[]> {
  return request("/projects");
}

export function renameProject(id: string, name: string): Promise<Project> {
  return request(`/projects/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: JSON.stringify({ name }),
  });
}

export function deleteProject(id: string): Promise<void> {
  return request(`/projects/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function archiveProject(id: string): Promise<Project> {
  return request(`/projects/${encodeURIComponent(id)}/archive`, { method: "POST" });
}
