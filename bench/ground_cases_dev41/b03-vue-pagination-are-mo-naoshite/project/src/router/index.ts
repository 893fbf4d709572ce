import { createRouter, createWebHistory } from 'vue-router'
import { useProductStore } from '@/stores/products'

export const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: '/', redirect: '/products' },
    {
      path: '/products',
      name: 'products',
      component: () => import('@/views/ProductList.vue'),
      beforeEnter: async () => {
        const store = useProductStore()
        if (store.products.length === 0) await store.fetchAll()
      },
    },
    {
      path: '/orders',
      name: 'orders',
      component: () => import('@/views/OrderList.vue'),
    },
  ],
})
