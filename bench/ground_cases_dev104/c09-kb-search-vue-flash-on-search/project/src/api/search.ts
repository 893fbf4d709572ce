export interface Article {
  id: string;
  title: string;
  snippet: string;
  updatedAt: string;
}

export interface SearchResponse {
  items: Article[];
  total: number;
}

export async function searchArticles(q: string, page = 1, signal?: AbortSignal): Promise<SearchResponse> {
  const params = new URLSearchParams({ q, page: String(page), size: '20' });
  const res = await fetch(`/api/kb/search?${params}`, { signal });
  if (!res.ok) {
    throw new Error(`search failed: ${res.status}`);
  }
  return (await res.json()) as SearchResponse;
}

export async function getArticle(id: string): Promise<Article> {
  const res = await fetch(`/api/kb/articles/${encodeURIComponent(id)}`);
  if (!res.ok) {
    throw new Error(`article ${id}: ${res.status}`);
  }
  return (await res.json()) as Article;
}

export function highlight(text: string, q: string): string {
  if (!q) return text;
  const escaped = q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(escaped, 'gi'), (m) => `<mark>${m}</mark>`);
}
