export class ListArticlesQuery {
  page?: string;
  limit?: string;
}

export class UpdateArticleDto {
  title?: string;
  body?: string;
  published?: boolean;
}

export interface ArticleSummary {
  id: number;
  title: string;
  slug: string;
  createdAt: string;
}

export interface ArticlePage {
  items: ArticleSummary[];
  page: number;
  limit: number;
  total: number;
}

export function parsePaging(q: ListArticlesQuery): { page: number; limit: number } {
  const page = Math.max(1, parseInt(q.page ?? '1', 10) || 1);
  const limit = Math.min(100, Math.max(1, parseInt(q.limit ?? '20', 10) || 20));
  return { page, limit };
}
