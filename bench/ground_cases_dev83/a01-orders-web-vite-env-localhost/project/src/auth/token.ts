const KEY = "orders.token";

export function getToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(KEY);
}

export function isExpired(token: string, now = Date.now()): boolean {
  const [, payload] = token.split(".");
  if (!payload) return true;
  try {
    const { exp } = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    return typeof exp !== "number" || exp * 1000 <= now;
  } catch {
    return true;
  }
}
