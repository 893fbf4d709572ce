export interface Article {
  id: number;
  title: string;
  summary: string;
  html: string;
  tags: string[];
  author: string;
  updatedAt: string;
}

export interface ArticleQuery {
  q?: string;
  tag?: string;
  page?: number;
}

const BASE = import.meta.env.VITE_API_BASE ?? '/api';

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) {
    throw new Error(`${res.status} ${res.statusText}`);
  }
  return (await res.json()) as T;
}

export function fetchArticle(id: number): Promise<Article> {
  return getJson<Article>(`${BASE}/articles/${id}`);
}

export function searchArticles(query: ArticleQuery): Promise<{ items: Article[]; total: number }> {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.tag) params.set('tag', query.tag);
  params.set('page', String(query.page ?? 1));
  return getJson(`${BASE}/articles?${params}`);
}
