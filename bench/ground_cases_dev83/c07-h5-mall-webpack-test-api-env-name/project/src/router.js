import { createRouter, createWebHistory } from 'vue-router'

export const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: '/', component: () => import(/* webpackChunkName: "home" */ './pages/Home.vue') },
    { path: '/goods/:id', component: () => import(/* webpackChunkName: "goods" */ './pages/Goods.vue') },
    { path: '/cart', component: () => import(/* webpackChunkName: "cart" */ './pages/Cart.vue') },
  ],
})
