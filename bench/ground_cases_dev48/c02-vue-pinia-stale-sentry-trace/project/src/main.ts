import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { saveLines, useCartStore } from './stores/cart';
import { router } from './router';

const app = createApp(App);
app.use(createPinia());
app.use(router);

const cart = useCartStore();
cart.$subscribe((_mutation, state) => saveLines(state.lines), { detached: true });

app.mount('#app');
