import type { Card, ColumnId } from "../state/boardReducer";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function request<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(path, {
    ...init,
    headers: { "Content-Type": "application/json", ...(init?.headers ?? {}) },
    credentials: "same-origin",
  });
  if (!res.ok) throw new ApiError(res.status, (await res.text()) || res.statusText);
  return (await res.json()) as T;
}

export function fetchBoard(boardId: string): Promise<{ cards: Card[]; version: number }> {
  return request(`/api/boards/${boardId}`);
}

export function moveCard(boardId: string, cardId: string, column: ColumnId, position: number): Promise<{ version: number }> {
  return request(`/api/boards/${boardId}/cards/${cardId}/move`, {
    method: "POST",
    body: JSON.stringify({ column, position }),
  });
}

export function createCard(boardId: string, title: string, column: ColumnId, position: number): Promise<{ card: Card; version: number }> {
  return request(`/api/boards/${boardId}/cards`, { method: "POST", body: JSON.stringify({ title, column, position }) });
}

export function describe(err: unknown): string {
  if (err instanceof ApiError && err.status === 409) return "Someone else changed this board, try again.";
  if (err instanceof ApiError) return `Server said ${err.status}: ${err.message}`;
  return "Could not reach the server.";
}
