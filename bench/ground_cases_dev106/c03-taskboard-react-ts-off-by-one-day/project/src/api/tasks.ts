import { parseDueDate } from "../utils/date";

export interface Task {
  id: string;
  title: string;
  done: boolean;
  due: string | null;
  assignee: string | null;
}

const BASE = import.meta.env.VITE_API_BASE ?? "/api";

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    headers: { "Content-Type": "application/json" },
    credentials: "include",
    ...init,
  });
  if (!res.ok) {
    throw new Error(`${init?.method ?? "GET"} ${path} failed: ${res.status}`);
  }
  return (await res.json()) as T;
}

export function sortTasks(tasks: Task[]): Task[] {
  const key = (t: Task) => parseDueDate(t.due)?.getTime() ?? Number.POSITIVE_INFINITY;
  return [...tasks].sort((a, b) => Number(a.done) - Number(b.done) || key(a) - key(b));
}

export async function listTasks(projectId: string): Promise<Task[]> {
  return sortTasks(await request<Task[]>(`/projects/${projectId}/tasks`));
}

export function updateTask(id: string, patch: Partial<Task>): Promise<Task> {
  return request<Task>(`/tasks/${id}`, { method: "PATCH", body: JSON.stringify(patch) });
}

export function toggleDone(task: Task): Promise<Task> {
  return updateTask(task.id, { done: !task.done });
}
