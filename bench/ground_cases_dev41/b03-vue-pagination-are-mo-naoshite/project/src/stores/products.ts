import { defineStore } from 'pinia'
import { api } from '@/api/client'

export interface Product {
  id: number
  sku: string
  name: string
  categoryId: string
  price: number
  stock: number
}

export interface Category {
  id: string
  name: string
}

export const useProductStore = defineStore('products', {
  state: () => ({
    products: [] as Product[],
    categories: [] as Category[],
    loading: false,
  }),
  getters: {
    categoryName: (state) => (id: string) => state.categories.find((c) => c.id === id)?.name ?? '-',
  },
  actions: {
    async fetchAll() {
      this.loading = true
      try {
        const [products, categories] = await Promise.all([
          api.get<Product[]>('/admin/products'),
          api.get<Category[]>('/admin/categories'),
        ])
        this.products = products
        this.categories = categories
      } finally {
        this.loading = false
      }
    },
  },
})
