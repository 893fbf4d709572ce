import { createRouter, createWebHistory } from "vue-router";
import PricingPage from "../pages/PricingPage.vue";

export default createRouter({
  history: createWebHistory(),
  routes: [
    { path: "/", component: () => import("../pages/HomePage.vue") },
    { path: "/features", component: () => import("../pages/FeaturesPage.vue") },
    { path: "/pricing", component: PricingPage },
    { path: "/cases", component: () => import("../pages/CasesPage.vue") },
  ],
  scrollBehavior: () => ({ top: 0 }),
});
