import axios, { AxiosError } from "axios";
import { ElMessage } from "element-plus";
import { useAuthStore } from "@/stores/auth";
import router from "@/router";

const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE,
  timeout: 30000,
});

http.interceptors.request.use((config) => {
  const auth = useAuthStore();
  if (auth.token) {
    config.headers.Authorization = `Bearer ${auth.token}`;
  }
  return config;
});

http.interceptors.response.use(
  (resp) => resp.data,
  (error: AxiosError<{ message?: string }>) => {
    if (error.response?.status === 401) {
      useAuthStore().logout();
      router.push({ name: "login", query: { redirect: router.currentRoute.value.fullPath } });
      return Promise.reject(error);
    }
    const msg = error.response?.data?.message ?? error.message;
    ElMessage.error(msg);
    return Promise.reject(error);
  },
);

export default http;
