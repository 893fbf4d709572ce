import { createRouter, createWebHistory } from "vue-router";
import NoticeDetail from "./views/NoticeDetail.vue";
import NoticeList from "./views/NoticeList.vue";

export const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: "/", component: NoticeList },
    { path: "/notices/:id", component: NoticeDetail, props: true },
  ],
});
