import { createRouter, createWebHistory } from "vue-router";
import BookingsView from "./views/BookingsView.vue";

export const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: "/", redirect: "/bookings" },
    { path: "/bookings", component: BookingsView },
  ],
});
