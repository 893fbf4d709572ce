import { createRouter, createWebHistory } from 'vue-router'

const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: '/login', name: 'login', component: () => import('@/views/LoginView.vue') },
    {
      path: '/',
      component: () => import('@/layouts/AdminLayout.vue'),
      redirect: '/users',
      children: [
        { path: 'users', name: 'users', component: () => import('@/views/user/UserList.vue'), meta: { title: '用户管理' } },
        { path: 'roles', name: 'roles', component: () => import('@/views/role/RoleList.vue'), meta: { title: '角色管理' } },
        { path: 'logs', name: 'logs', component: () => import('@/views/log/OperationLog.vue'), meta: { title: '操作日志' } },
      ],
    },
  ],
})

router.beforeEach((to) => {
  if (to.name !== 'login' && !localStorage.getItem('ops_token')) {
    return { name: 'login', query: { redirect: to.fullPath } }
  }
})

export default router
