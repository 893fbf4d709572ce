import { createApp } from "vue";
import mitt from "mitt";

import App from "./App.vue";
import router from "./router";

export const bus = mitt();

const app = createApp(App);
app.config.globalProperties.$currency = (cents) => "¥" + (cents / 100).toFixed(2);
app.use(router);
app.mount("#app");
