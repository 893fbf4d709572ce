import axios, { AxiosError } from "axios";
import { ElMessage } from "element-plus";

/** order-service and user-service are both behind the same gateway path prefix. */
export const http = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? "/api",
  timeout: 10000,
});

http.interceptors.request.use((config) => {
  const token = localStorage.getItem("ops_token");
  if (token) {
    config.headers.Authorization = `Bearer ${token}`;
  }
  return config;
});

http.interceptors.response.use(
  (res) => res,
  (err: AxiosError<{ message?: string }>) => {
    if (err.response?.status === 401) {
      localStorage.removeItem("ops_token");
      window.location.href = "/login";
    } else {
      ElMessage.error(err.response?.data?.message ?? "网络错误，请稍后再试");
    }
    return Promise.reject(err);
  },
);

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}
