import { createRouter, createWebHistory } from 'vue-router'

const routes = [
  { path: '/', redirect: '/users' },
  { path: '/users', component: () => import('@/views/UserList.vue') },
  { path: '/users/:id', component: () => import('@/views/UserProfile.vue') },
  { path: '/orders/:id', component: () => import('@/views/OrderDetail.vue') },
]

export default createRouter({
  history: createWebHistory(),
  routes,
})
