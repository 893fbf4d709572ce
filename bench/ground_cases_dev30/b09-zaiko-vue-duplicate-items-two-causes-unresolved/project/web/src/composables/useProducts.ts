import { ref } from "vue";
import { fetchProducts, type Product } from "../api/products";

const PAGE_SIZE = 30;

/**
 * 商品一覧の無限スクロール用。
 * loadMore() を呼ぶたびに次のページを取得して items の末尾に足す。
 */
export function useProducts(category: () => string | undefined) {
  const items = ref<Product[]>([]);
  const page = ref(1);
  const hasMore = ref(true);
  const loading = ref(false);
  const error = ref<string | null>(null);

  async function loadMore() {
    if (!hasMore.value) return;
    loading.value = true;
    error.value = null;
    try {
      const res = await fetchProducts({ page: page.value, perPage: PAGE_SIZE, category: category() });
      items.value.push(...res.items);
      hasMore.value = res.items.length === PAGE_SIZE;
      page.value += 1;
    } catch (e) {
      error.value = e instanceof Error ? e.message : String(e);
    } finally {
      loading.value = false;
    }
  }

  function reset() {
    items.value = [];
    page.value = 1;
    hasMore.value = true;
    error.value = null;
  }

  return { items, loading, error, hasMore, loadMore, reset };
}
