import { ref, watch, type Ref } from 'vue';
import { searchArticles, type Article } from '../api/search';

export function useSearch(query: Ref<string>) {
  const results = ref<Article[]>([]);
  const total = ref(0);
  const loading = ref(false);
  const error = ref<string | null>(null);
  let controller: AbortController | null = null;

  async function runSearch(q: string) {
    controller?.abort();
    if (!q.trim()) {
      results.value = [];
      total.value = 0;
      return;
    }
    controller = new AbortController();
    loading.value = true;
    error.value = null;
    results.value = [];
    try {
      const res = await searchArticles(q.trim(), 1, controller.signal);
      results.value = res.items;
      total.value = res.total;
    } catch (e) {
      if ((e as Error).name !== 'AbortError') {
        error.value = (e as Error).message;
      }
    } finally {
      loading.value = false;
    }
  }

  watch(query, (q) => runSearch(q));

  return { results, total, loading, error, runSearch };
}
