import axios from 'axios';

export const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? '/api',
  timeout: 10000,
});

http.interceptors.request.use((config) => {
  const token = localStorage.getItem('token');
  if (token) {
    config.headers.Authorization = `Bearer ${token}`;
  }
  return config;
});

http.interceptors.response.use(
  (resp) => resp,
  async (error) => {
    if (error.response?.status === 401 && !error.config?.url?.startsWith('/auth/')) {
      const [{ useUserStore }, { default: router }] = await Promise.all([import('@/stores/user'), import('@/router')]);
      useUserStore().logout();
      const current = router.currentRoute.value;
      if (current.name !== 'login') {
        await router.push({ name: 'login', query: { redirect: current.fullPath } });
      }
      return Promise.reject(error);
    }
    const message = error.response?.data?.message ?? error.message;
    console.warn('[http]', error.config?.url, message);
    return Promise.reject(error);
  },
);
