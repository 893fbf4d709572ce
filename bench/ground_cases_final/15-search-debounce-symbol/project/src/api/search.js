const MIN_QUERY = 2;

// 返回 { query, results }；query 太短时不发请求。
export async function searchArticles(client, query, { signal } = {}) {
  const q = query.trim();
  if (q.length < MIN_QUERY) return { query: q, results: [] };
  const data = await client.get('/search', { q, limit: 10 });
  if (signal && signal.aborted) return { query: q, results: [] };
  return { query: q, results: data.items.map((it) => ({ id: it.id, title: it.title, url: it.url })) };
}
