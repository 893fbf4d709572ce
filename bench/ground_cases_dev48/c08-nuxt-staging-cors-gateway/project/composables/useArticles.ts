export interface ArticleSummary {
  slug: string;
  title: string;
  summary: string;
  cover: string | null;
  publishedAt: string;
  premium: boolean;
  locked: boolean;
}

export interface ArticlePage {
  items: ArticleSummary[];
  page: number;
  hasMore: boolean;
}

export function useArticles(page: Ref<number>) {
  const { $api } = useNuxtApp();
  return useAsyncData(
    () => `articles-${page.value}`,
    () => $api<ArticlePage>('/articles', { query: { page: page.value, size: 20 } }),
    { watch: [page] },
  );
}

export function useArticle(slug: string) {
  const { $api } = useNuxtApp();
  return useAsyncData(`article-${slug}`, () => $api<ArticleSummary & { body: string }>(`/articles/${slug}`));
}

export function formatPublished(iso: string): string {
  return new Intl.DateTimeFormat('zh-CN', { month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}
