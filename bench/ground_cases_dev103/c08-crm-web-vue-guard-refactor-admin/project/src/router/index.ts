import { createRouter, createWebHistory, type RouteRecordRaw } from "vue-router";
import { installGuards } from "./guards";

declare module "vue-router" {
  interface RouteMeta {
    requiresAuth?: boolean;
    requiresAdmin?: boolean;
    title?: string;
  }
}

const routes: RouteRecordRaw[] = [
  { path: "/login", name: "login", component: () => import("../views/LoginView.vue"), meta: { title: "登录" } },
  { path: "/", name: "home", component: () => import("../views/HomeView.vue"), meta: { requiresAuth: true } },
  {
    path: "/customers",
    name: "customers",
    component: () => import("../views/CustomersView.vue"),
    meta: { requiresAuth: true, title: "客户" },
  },
  {
    path: "/admin",
    name: "admin",
    component: () => import("../views/AdminView.vue"),
    meta: { requiresAdmin: true, title: "系统管理" },
  },
  { path: "/403", name: "forbidden", component: () => import("../views/ForbiddenView.vue") },
  {
    path: "/:pathMatch(.*)*",
    name: "not-found",
    component: () => import("../views/NotFoundView.vue"),
    meta: { title: "页面不存在" },
  },
];

export const router = createRouter({
  history: createWebHistory(),
  routes,
});

installGuards(router);
