import { createRouter, createWebHistory } from 'vue-router'

import HomeView from '@/views/HomeView.vue'

const router = createRouter({
  history: createWebHistory(import.meta.env.BASE_URL),
  routes: [
    { path: '/', name: 'home', component: HomeView },
    { path: '/menu', name: 'menu', component: () => import('@/views/MenuView.vue') },
    { path: '/stylists', name: 'stylists', component: () => import('@/views/StylistsView.vue') },
    { path: '/reserve', name: 'reserve', component: () => import('@/views/ReserveView.vue') },
    {
      path: '/mypage',
      component: () => import('@/views/mypage/MyPageLayout.vue'),
      children: [
        { path: '', name: 'mypage', component: () => import('@/views/mypage/MyPageTop.vue') },
        { path: 'history', name: 'history', component: () => import('@/views/mypage/HistoryView.vue') },
        { path: 'coupons', name: 'coupons', component: () => import('@/views/mypage/CouponsView.vue') },
        { path: 'settings', name: 'settings', component: () => import('@/views/mypage/SettingsView.vue') },
      ],
    },
    { path: '/terms', name: 'terms', component: () => import('@/views/TermsView.vue') },
    { path: '/privacy', name: 'privacy', component: () => import('@/views/PrivacyView.vue') },
  ],
  scrollBehavior: () => ({ top: 0 }),
})

export default router
