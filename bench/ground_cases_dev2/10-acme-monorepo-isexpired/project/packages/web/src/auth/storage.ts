export interface StoredSession {
  token: string;
  expiresAt: number;
}

export function load(): StoredSession | null {
  const raw = localStorage.getItem("session");
  return raw ? (JSON.parse(raw) as StoredSession) : null;
}
