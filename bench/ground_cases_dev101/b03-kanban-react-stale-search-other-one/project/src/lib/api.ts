export type Status = "todo" | "doing" | "done";

export interface Task {
  id: number;
  title: string;
  assignee: string | null;
  due: string | null; // YYYY-MM-DD
  status: Status;
}

export interface TaskQuery {
  q?: string;
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) {
    throw new Error(`${res.status} ${res.statusText}`);
  }
  return (await res.json()) as T;
}

export async function fetchTasks(query: TaskQuery, signal?: AbortSignal): Promise<Task[]> {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  const res = await fetch(`${BASE}/tasks?${params}`, { signal });
  return json<Task[]>(res);
}

export async function updateStatus(id: number, status: Status): Promise<Task> {
  const res = await fetch(`${BASE}/tasks/${id}`, {
    method: "PATCH",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ status }),
  });
  return json<Task>(res);
}
