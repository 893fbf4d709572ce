import { ref, watch, type Ref } from "vue";
import { fetchItems, type Item, type ItemQuery } from "@/api/items";

export function useItems(query: Ref<string>, page: Ref<number>, perPage = 50) {
  const items = ref<Item[]>([]);
  const total = ref(0);
  const loading = ref(false);
  const error = ref<string | null>(null);

  async function load() {
    loading.value = true;
    error.value = null;
    try {
      const params: ItemQuery = { q: query.value.trim(), page: page.value, perPage };
      const res = await fetchItems(params);
      items.value = res.items;
      total.value = res.total;
    } catch (e) {
      error.value = e instanceof Error ? e.message : String(e);
    } finally {
      loading.value = false;
    }
  }

  // 検索語が変わったら 1 ページ目に戻す
  watch(query, () => {
    page.value = 1;
  });

  watch([query, page], load, { immediate: true });

  load();

  return { items, total, loading, error, reload: load };
}
