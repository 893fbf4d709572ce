import { createRouter, createWebHistory } from "vue-router";
import CartView from "./views/CartView.vue";
import CheckoutSummary from "./views/CheckoutSummary.vue";

export const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: "/cart", component: CartView },
    { path: "/checkout", component: CheckoutSummary },
    { path: "/", redirect: "/cart" },
  ],
});
