import axios from "axios";
import { ElMessage } from "element-plus";
import router from "@/router";

const http = axios.create({ baseURL: "/api", timeout: 10000 });

http.interceptors.request.use((config) => {
  const token = localStorage.getItem("crm_token");
  if (token) config.headers.Authorization = `Bearer ${token}`;
  return config;
});

// The backend wraps every payload as { code, msg, data }; callers only ever see data.
http.interceptors.response.use(
  (response) => {
    const body = response.data;
    if (body.code !== 0) {
      ElMessage.error(body.msg || "请求失败");
      return Promise.reject(new Error(body.msg));
    }
    return body.data;
  },
  (error) => {
    if (error.response?.status === 401) {
      localStorage.removeItem("crm_token");
      router.replace({ name: "login" });
    } else {
      ElMessage.error(error.message || "网络错误");
    }
    return Promise.reject(error);
  },
);

export default http;
