import { defineStore } from 'pinia';
import { fetchProducts, type ProductDto } from '@/api/client';

export const useProductsStore = defineStore('products', {
  state: () => ({
    items: [] as ProductDto[],
    loaded: false,
    loading: false,
  }),
  getters: {
    // Only active products come back from /products; delisted ones are simply missing.
    byId: (state): Record<string, ProductDto> =>
      Object.fromEntries(state.items.map((p) => [p.id, p])),
    inStock: (state) => state.items.filter((p) => p.stock > 0),
  },
  actions: {
    async load(force = false) {
      if (this.loaded && !force) return;
      this.loading = true;
      try {
        this.items = await fetchProducts();
        this.loaded = true;
      } finally {
        this.loading = false;
      }
    },
    find(id: string): ProductDto | undefined {
      return this.byId[id];
    },
  },
});
