import { createRouter, createWebHistory } from "vue-router";

export const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: "/", redirect: "/teams" },
    { path: "/teams", name: "teams", component: () => import("./views/TeamList.vue") },
    {
      path: "/teams/:teamId/tickets/new",
      name: "ticket-new",
      component: () => import("./views/TicketForm.vue"),
    },
    {
      path: "/teams/:teamId/tickets/:id",
      name: "ticket",
      component: () => import("./views/TicketView.vue"),
    },
    { path: "/login", name: "login", component: () => import("./views/Login.vue") },
  ],
});
