import { createRouter, createWebHistory } from "vue-router";
import BookingForm from "./components/BookingForm.vue";
import BookingSummary from "./components/BookingSummary.vue";
import InvoiceTable from "./components/InvoiceTable.vue";
import StatsPage from "./components/StatsPage.vue";

export const router = createRouter({
  history: createWebHistory(),
  routes: [
    { path: "/", component: BookingForm },
    { path: "/summary", component: BookingSummary },
    { path: "/invoices", component: InvoiceTable },
    { path: "/stats", component: StatsPage },
  ],
});
