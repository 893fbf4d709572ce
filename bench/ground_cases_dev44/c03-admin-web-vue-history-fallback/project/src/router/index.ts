import { createRouter, createWebHistory, type RouteRecordRaw } from 'vue-router'
import { useUserStore } from '@/stores/user'

const routes: RouteRecordRaw[] = [
  { path: '/login', name: 'login', component: () => import('@/views/LoginView.vue'), meta: { public: true } },
  {
    path: '/',
    component: () => import('@/layouts/MainLayout.vue'),
    children: [
      { path: '', name: 'dashboard', component: () => import('@/views/DashboardView.vue') },
      { path: 'orders', name: 'orders', component: () => import('@/views/order/OrderList.vue') },
      { path: 'orders/:id', name: 'order-detail', component: () => import('@/views/order/OrderDetail.vue'), props: true },
      { path: 'refunds', name: 'refunds', component: () => import('@/views/refund/RefundList.vue') },
      { path: 'users', name: 'users', component: () => import('@/views/user/UserList.vue'), meta: { roles: ['admin'] } },
    ],
  },
  { path: '/:pathMatch(.*)*', name: 'not-found', component: () => import('@/views/NotFound.vue') },
]

const router = createRouter({
  history: createWebHistory(import.meta.env.BASE_URL),
  routes,
  scrollBehavior: () => ({ top: 0 }),
})

router.beforeEach((to) => {
  const user = useUserStore()
  if (!to.meta.public && !user.token) {
    return { name: 'login', query: { redirect: to.fullPath } }
  }
  const roles = to.meta.roles as string[] | undefined
  if (roles && !roles.some((r) => user.roles.includes(r))) {
    return { name: 'dashboard' }
  }
})

export default router
