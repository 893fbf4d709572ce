import { createRouter, createWebHistory } from 'vue-router'

export const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: '/', redirect: '/dashboard' },
    { path: '/login', component: () => import('./pages/LoginPage.vue') },
    { path: '/dashboard', component: () => import('./pages/DashboardPage.vue'), meta: { auth: true } },
  ],
})

router.beforeEach((to) => {
  if (to.meta.auth && !localStorage.getItem('ops_token')) {
    return { path: '/login', query: { next: to.fullPath } }
  }
  return true
})
