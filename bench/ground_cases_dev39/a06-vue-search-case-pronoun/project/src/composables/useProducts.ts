import { onMounted, ref } from "vue";

export type Product = {
  sku: string;
  name: string;
  category: string;
  priceCents: number;
  stock: number;
};

const cache = ref<Product[]>([]);
let loaded = false;

export function useProducts() {
  const products = cache;
  const loading = ref(!loaded);
  const error = ref<string | null>(null);

  async function load() {
    loading.value = true;
    try {
      const res = await fetch("/api/products");
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      cache.value = (await res.json()) as Product[];
      loaded = true;
    } catch (e) {
      error.value = (e as Error).message;
    } finally {
      loading.value = false;
    }
  }

  function byCategory(category: string): Product[] {
    const wanted = category.toLowerCase();
    return products.value.filter((p) => p.category.toLowerCase() === wanted);
  }

  onMounted(() => {
    if (!loaded) load();
  });

  return { products, loading, error, byCategory, reload: load };
}
