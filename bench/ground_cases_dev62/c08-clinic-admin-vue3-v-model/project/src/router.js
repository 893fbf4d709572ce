import { createRouter, createWebHistory } from "vue-router";

import Appointments from "./views/Appointments.vue";
import NewAppointment from "./views/NewAppointment.vue";

export default createRouter({
  history: createWebHistory(),
  routes: [
    { path: "/", component: Appointments },
    { path: "/new", component: NewAppointment },
  ],
});
