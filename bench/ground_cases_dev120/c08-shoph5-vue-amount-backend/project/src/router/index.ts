import { createRouter, createWebHistory } from "vue-router";

const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: "/", component: () => import("../views/Home.vue") },
    { path: "/orders", component: () => import("../views/OrderList.vue") },
    { path: "/orders/:id", component: () => import("../views/OrderDetail.vue") },
    { path: "/login", component: () => import("../views/Login.vue") },
  ],
});

router.beforeEach((to) => {
  const loggedIn = document.cookie.split("; ").some((c) => c.startsWith("sid="));
  if (!loggedIn && to.path.startsWith("/orders")) {
    return { path: "/login", query: { redirect: to.fullPath } };
  }
  return true;
});

export default router;
