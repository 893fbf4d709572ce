import { createRouter, createWebHistory } from 'vue-router';
import { useUserStore } from '@/stores/user';

const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: '/login', name: 'login', component: () => import('@/views/LoginView.vue'), meta: { public: true } },
    { path: '/', redirect: '/dashboard' },
    { path: '/dashboard', name: 'dashboard', component: () => import('@/views/DashboardView.vue') },
    { path: '/orders', name: 'orders', component: () => import('@/views/OrdersView.vue') },
    { path: '/settings', name: 'settings', component: () => import('@/views/SettingsView.vue') },
    { path: '/staff', name: 'staff', component: () => import('@/views/StaffView.vue'), meta: { roles: ['owner'] } },
  ],
});

router.beforeEach(async (to) => {
  if (to.meta.public) return true;
  const user = useUserStore();
  if (!user.token) {
    return { name: 'login', query: { redirect: to.fullPath } };
  }
  if (!user.profile) {
    await user.loadProfile();
  }
  const roles = to.meta.roles as string[] | undefined;
  if (roles && !roles.includes(user.profile!.role)) {
    return { name: 'dashboard' };
  }
  return true;
});

export default router;
