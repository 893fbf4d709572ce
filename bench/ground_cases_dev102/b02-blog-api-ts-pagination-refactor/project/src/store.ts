export interface Article {
  slug: string;
  title: string;
  publishedAt: string;
  views: number;
}

const seed: Article[] = [];
for (let i = 1; i <= 45; i++) {
  seed.push({
    slug: `post-${i}`,
    title: `Post ${i}`,
    publishedAt: new Date(Date.UTC(2025, 0, i)).toISOString(),
    views: (i * 37) % 101,
  });
}

let articles: Article[] = [...seed];

export function listArticles(): Article[] {
  return articles;
}

export function resetArticles(next?: Article[]): void {
  articles = next ? [...next] : [...seed];
}

export function addArticle(a: Article): void {
  if (articles.some((x) => x.slug === a.slug)) {
    throw new Error(`duplicate slug ${a.slug}`);
  }
  articles.push(a);
}

export function countArticles(): number {
  return articles.length;
}
