import { createApp } from "vue";
import App from "./App.vue";
import router from "./router";

const app = createApp(App);

// Vue 3 removed filters; templates call $filters.percent(...) instead
app.config.globalProperties.$filters = {
  percent: (v) => `${(v * 100).toFixed(1)}%`,
};

app.use(router).mount("#app");
