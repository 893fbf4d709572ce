import { createRouter, createWebHistory } from 'vue-router'
import Register from '@/views/Register.vue'

const routes = [
  { path: '/', redirect: '/register' },
  { path: '/register', component: Register },
  { path: '/welcome', component: () => import('@/views/Welcome.vue') },
]

export default createRouter({
  history: createWebHistory(),
  routes,
})
