import { computed, ref, watch } from "vue";
import type { Ref } from "vue";
import { api } from "@/lib/api";

export type Product = { id: number; name: string; priceYen: number; imageUrl: string };

export const PER_PAGE = 20;

export function useProducts(query: Ref<string>) {
  const items = ref<Product[]>([]);
  const page = ref(1);
  const total = ref(0);
  const loading = ref(false);
  const error = ref<string | null>(null);

  async function load() {
    loading.value = true;
    error.value = null;
    try {
      const res = await api.get<{ items: Product[]; total: number }>("/products", {
        params: { q: query.value, page: page.value, per_page: PER_PAGE },
      });
      items.value = res.data.items;
      total.value = res.data.total;
    } catch (e) {
      error.value = "商品の取得に失敗しました";
    } finally {
      loading.value = false;
    }
  }

  const lastPage = computed(() => Math.max(1, Math.ceil(total.value / PER_PAGE)));

  watch([query, page], () => load(), { immediate: true });

  return { items, loading, error, page, total, lastPage, reload: load };
}
