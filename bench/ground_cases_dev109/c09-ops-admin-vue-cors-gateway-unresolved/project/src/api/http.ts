import axios, { AxiosError } from "axios";
import { ElMessage } from "element-plus";

const baseURL = import.meta.env.DEV ? "/api" : import.meta.env.VITE_API_BASE;

export const http = axios.create({
  baseURL,
  timeout: 15000,
  withCredentials: true,
});

http.interceptors.request.use((config) => {
  const tenant = localStorage.getItem("tenantId");
  if (tenant) {
    config.headers["X-Tenant-Id"] = tenant;
  }
  return config;
});

http.interceptors.response.use(
  (res) => res,
  (err: AxiosError<{ message?: string }>) => {
    if (err.response?.status === 401) {
      const redirect = encodeURIComponent(location.pathname + location.search);
      location.href = `/login?redirect=${redirect}`;
      return Promise.reject(err);
    }
    const msg = err.response?.data?.message ?? err.message;
    ElMessage.error(msg || "网络错误");
    return Promise.reject(err);
  },
);

export default http;
