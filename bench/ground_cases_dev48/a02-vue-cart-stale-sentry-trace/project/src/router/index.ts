import { createRouter, createWebHistory } from "vue-router";

export const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: "/", component: () => import("@/pages/HomePage.vue") },
    { path: "/p/:slug", component: () => import("@/pages/ProductPage.vue"), props: true },
    { path: "/checkout", component: () => import("@/pages/CheckoutPage.vue") },
  ],
});
