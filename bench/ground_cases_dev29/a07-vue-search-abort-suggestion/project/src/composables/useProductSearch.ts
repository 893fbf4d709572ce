import { onScopeDispose, ref, watch } from "vue";
import debounce from "lodash-es/debounce";
import { searchProducts, type Product } from "@/api/products";

const MIN_CHARS = 2;

export function useProductSearch(initial = "") {
  const query = ref(initial);
  const results = ref<Product[]>([]);
  const total = ref(0);
  const loading = ref(false);
  const error = ref<string | null>(null);

  async function run(q: string) {
    const term = q.trim();
    if (term.length < MIN_CHARS) {
      results.value = [];
      total.value = 0;
      return;
    }
    loading.value = true;
    error.value = null;
    try {
      const page = await searchProducts(term);
      results.value = page.items;
      total.value = page.total;
    } catch (e) {
      error.value = e instanceof Error ? e.message : String(e);
    } finally {
      loading.value = false;
    }
  }

  const runDebounced = debounce(run, 300);
  watch(query, (q) => runDebounced(q));
  onScopeDispose(() => runDebounced.cancel());

  return { query, results, total, loading, error };
}
