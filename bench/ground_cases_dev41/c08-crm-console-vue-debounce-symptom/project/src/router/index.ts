import { createRouter, createWebHistory } from 'vue-router';

export const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: '/', redirect: '/customers' },
    { path: '/customers', name: 'customers', component: () => import('@/views/customers/CustomerList.vue') },
    { path: '/login', name: 'login', component: () => import('@/views/LoginView.vue') },
  ],
});
