import { createRouter, createWebHistory } from 'vue-router'
import ContactPage from '../pages/ContactPage.vue'
import ThanksPage from '../pages/ThanksPage.vue'

export const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: '/', redirect: '/contact' },
    { path: '/contact', name: 'contact', component: ContactPage },
    { path: '/thanks', name: 'thanks', component: ThanksPage },
  ],
})
