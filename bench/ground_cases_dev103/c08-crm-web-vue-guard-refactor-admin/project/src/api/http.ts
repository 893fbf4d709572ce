import axios, { AxiosError } from "axios";
import { router } from "../router";
import { useAuthStore } from "../stores/auth";

export const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? "/api",
  timeout: 15_000,
});

http.interceptors.request.use((config) => {
  const token = localStorage.getItem("crm_token");
  if (token) {
    config.headers.Authorization = `Bearer ${token}`;
  }
  return config;
});

http.interceptors.response.use(
  (res) => res,
  (error: AxiosError) => {
    if (error.response?.status === 401 && !error.config?.url?.endsWith("/login")) {
      useAuthStore().logout();
      const current = router.currentRoute.value;
      if (current.name !== "login") {
        router.replace({ name: "login", query: { redirect: current.fullPath } });
      }
    }
    if (error.code === "ECONNABORTED") {
      console.warn("[http] request timed out", error.config?.url);
    }
    return Promise.reject(error);
  },
);

export function errorMessage(e: unknown): string {
  if (axios.isAxiosError(e)) {
    const body = e.response?.data as { message?: string } | undefined;
    return body?.message ?? e.message;
  }
  return String(e);
}

export default http;
