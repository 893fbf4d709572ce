export interface Card {
  id: string;
  title: string;
  column: string;
  position: number;
  /** Bumped by the server on every change to the card. */
  version: number;
  updatedBy: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    body: string,
  ) {
    super(`HTTP ${status}: ${body}`);
  }
}

const BASE = import.meta.env.VITE_API_URL ?? "/api";

async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    credentials: "include",
    headers: { "content-type": "application/json", ...init.headers },
  });
  if (!res.ok) throw new ApiError(res.status, await res.text());
  return (await res.json()) as T;
}

export function listCards(boardId: string): Promise<Card[]> {
  return request<Card[]>(`/boards/${boardId}/cards`);
}

/** Moves a card; the response is the card as the server stored it, with its new version. */
export function moveCard(cardId: string, column: string, position: number): Promise<{ card: Card }> {
  return request<{ card: Card }>(`/cards/${cardId}/move`, {
    method: "POST",
    body: JSON.stringify({ column, position }),
  });
}

export function createCard(boardId: string, column: string, title: string): Promise<{ card: Card }> {
  return request<{ card: Card }>(`/boards/${boardId}/cards`, {
    method: "POST",
    body: JSON.stringify({ column, title }),
  });
}
