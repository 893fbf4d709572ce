import { createApp } from 'vue';
import SearchPage from './components/SearchPage.vue';

const app = createApp(SearchPage);

app.config.errorHandler = (err, _instance, info) => {
  console.error('[kb-search]', info, err);
};

app.config.warnHandler = (msg, _instance, trace) => {
  if (import.meta.env.DEV) {
    console.warn('[kb-search]', msg, trace);
  }
};

const mountPoint = document.querySelector('#app');
if (!mountPoint) {
  throw new Error('#app not found');
}

app.mount(mountPoint);

if (import.meta.hot) {
  import.meta.hot.accept();
}

export default app;

// Feature flags read from the page, set by the backend template.
declare global {
  interface Window {
    __KB_FLAGS__?: { debounceMs?: number; pageSize?: number };
  }
}

export const flags = window.__KB_FLAGS__ ?? {};
