import { createRouter, createWebHistory } from 'vue-router'

import { useAuthStore } from '@/stores/auth'

const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: '/login', name: 'login', component: () => import('@/views/LoginView.vue'), meta: { public: true } },
    { path: '/', redirect: '/products' },
    { path: '/products', name: 'products', component: () => import('@/views/ProductListView.vue') },
    { path: '/products/new', name: 'product-new', component: () => import('@/views/ProductEditView.vue') },
    { path: '/products/:id', name: 'product-edit', component: () => import('@/views/ProductEditView.vue') },
  ],
})

router.beforeEach((to) => {
  if (!to.meta.public && !useAuthStore().loggedIn) {
    return { name: 'login', query: { redirect: to.fullPath } }
  }
})

export default router
