export interface Book {
  id: string;
  title: string;
  author: string;
  isbn?: string;
  year?: number;
}

const BASE_URL = import.meta.env.VITE_API_URL ?? "http://localhost:4000/api";

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    headers: { Accept: "application/json" },
  });
  if (!res.ok) {
    throw new Error(`request failed: ${res.status}`);
  }
  return (await res.json()) as T;
}

export function searchBooks(query: string): Promise<Book[]> {
  return getJson<Book[]>(`/books?q=${encodeURIComponent(query)}`);
}

export function getBook(id: string): Promise<Book> {
  return getJson<Book>(`/books/${encodeURIComponent(id)}`);
}

export function addToShelf(shelfId: string, bookId: string): Promise<void> {
  return fetch(`${BASE_URL}/shelves/${shelfId}/books`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ bookId }),
  }).then((res) => {
    if (!res.ok) throw new Error(`could not add book: ${res.status}`);
  });
}
