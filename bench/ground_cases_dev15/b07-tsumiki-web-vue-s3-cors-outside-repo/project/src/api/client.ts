import axios from "axios";

export const api = axios.create({
  baseURL: import.meta.env.VITE_API_BASE,
  withCredentials: true,
  timeout: 15000,
  xsrfCookieName: "XSRF-TOKEN",
  xsrfHeaderName: "X-XSRF-TOKEN",
});

function readCookie(name: string): string | null {
  const hit = document.cookie.split("; ").find((c) => c.startsWith(name + "="));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

// 別オリジンの API なので axios の自動付与が効かない。自前で付ける
api.interceptors.request.use((config) => {
  const token = readCookie("XSRF-TOKEN");
  if (token) config.headers.set("X-XSRF-TOKEN", token);
  return config;
});

api.interceptors.response.use(
  (res) => res,
  (error) => {
    if (error.response?.status === 401) {
      window.location.assign("/login?next=" + encodeURIComponent(window.location.pathname));
    }
    return Promise.reject(error);
  },
);
