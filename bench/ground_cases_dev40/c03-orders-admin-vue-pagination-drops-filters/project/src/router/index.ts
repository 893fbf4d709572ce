import { createRouter, createWebHistory } from 'vue-router'

const router = createRouter({
  history: createWebHistory(import.meta.env.BASE_URL),
  routes: [
    { path: '/', redirect: '/orders' },
    {
      path: '/orders',
      name: 'orders',
      component: () => import('@/views/OrderList.vue'),
      meta: { title: '订单列表' },
    },
    {
      path: '/orders/:id(\\d+)',
      name: 'order-detail',
      component: () => import('@/views/OrderDetail.vue'),
      props: (route) => ({ id: Number(route.params.id) }),
      meta: { title: '订单详情' },
    },
    {
      path: '/:pathMatch(.*)*',
      name: 'not-found',
      component: () => import('@/views/NotFound.vue'),
    },
  ],
})

router.afterEach((to) => {
  document.title = `${to.meta.title ?? '后台'} - 订单管理`
})

export default router
