import type { Product } from "~/types/product";

export function useProducts(category?: Ref<string | undefined>) {
  const config = useRuntimeConfig();
  return useFetch<Product[]>("/products", {
    baseURL: config.public.siteUrl + "/api",
    query: { category },
    key: computed(() => `products:${category?.value ?? "all"}`),
    default: () => [],
  });
}

export function useProduct(slug: string) {
  return useFetch<Product>(`/api/products/${encodeURIComponent(slug)}`, {
    key: `product:${slug}`,
  });
}

export function useCategories() {
  return useFetch<{ slug: string; label: string }[]>("/api/categories", {
    key: "categories",
    default: () => [],
    getCachedData: (key, nuxtApp) => nuxtApp.payload.data[key] ?? nuxtApp.static.data[key],
  });
}

export async function searchProducts(q: string): Promise<Product[]> {
  if (!q.trim()) return [];
  return $fetch<Product[]>("/api/products/search", { query: { q } });
}

export async function fetchStock(slug: string): Promise<number> {
  const { stock } = await $fetch<{ stock: number }>(`/api/products/${encodeURIComponent(slug)}/stock`);
  return stock;
}
