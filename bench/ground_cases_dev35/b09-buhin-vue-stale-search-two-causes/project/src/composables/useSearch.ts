import { ref, watch } from "vue";
import { get } from "@/api/client";
import { debounce } from "@/utils/debounce";

export type Part = {
  id: string;
  code: string;
  name: string;
  maker: string;
  stock: number;
};

type SearchResponse = { items: Part[]; total: number };

export function useSearch(delay = 250) {
  const query = ref("");
  const results = ref<Part[]>([]);
  const total = ref(0);
  const loading = ref(false);
  const error = ref<string | null>(null);

  const run = debounce(async (q: string) => {
    if (!q.trim()) {
      results.value = [];
      total.value = 0;
      return;
    }
    loading.value = true;
    error.value = null;
    try {
      const data = await get<SearchResponse>("/search", { q, limit: "50" });
      results.value = data.items;
      total.value = data.total;
    } catch (e) {
      error.value = e instanceof Error ? e.message : String(e);
    } finally {
      loading.value = false;
    }
  }, delay);

  watch(query, (q) => run(q));

  return { query, results, total, loading, error };
}
