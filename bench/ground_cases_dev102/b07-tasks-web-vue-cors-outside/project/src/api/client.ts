const BASE_URL = import.meta.env.VITE_API_BASE_URL ?? "http://localhost:8080";

export class ApiError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    ...init,
    credentials: "include",
    headers: { "Content-Type": "application/json", ...(init.headers ?? {}) },
  });
  if (!res.ok) {
    throw new ApiError(res.status, await res.text());
  }
  return (await res.json()) as T;
}

export interface Task {
  id: number;
  title: string;
  done: boolean;
  dueOn: string | null;
}

export const api = {
  listTasks: () => request<Task[]>("/tasks"),
  createTask: (title: string) => request<Task>("/tasks", { method: "POST", body: JSON.stringify({ title }) }),
  toggle: (id: number, done: boolean) =>
    request<Task>(`/tasks/${id}`, { method: "PATCH", body: JSON.stringify({ done }) }),
  remove: (id: number) => request<void>(`/tasks/${id}`, { method: "DELETE" }),
};
