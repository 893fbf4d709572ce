import axios from "axios";

export const client = axios.create({
  baseURL: import.meta.env.VITE_API_BASE ?? "/api",
  timeout: 10_000,
  headers: { "Content-Type": "application/json" },
  withCredentials: true,
});

function readCookie(name: string): string | null {
  const hit = document.cookie.split("; ").find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

client.interceptors.request.use((config) => {
  const csrf = readCookie("csrf_token");
  if (csrf && config.method && config.method !== "get") {
    config.headers.set("X-CSRF-Token", csrf);
  }
  config.headers.set("X-Request-Id", crypto.randomUUID());
  return config;
});

client.interceptors.response.use(
  (res) => res,
  (error) => {
    if (axios.isAxiosError(error) && !error.response) {
      console.warn("[api] network error", error.message);
    }
    return Promise.reject(error);
  },
);
