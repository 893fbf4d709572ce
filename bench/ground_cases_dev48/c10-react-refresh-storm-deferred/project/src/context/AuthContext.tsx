import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { get, hasAccessToken, post, refreshAccessToken, setAccessToken } from '../api/http';

export type User = { id: string; name: string; email: string };

type AuthState = {
  user: User | null;
  loading: boolean;
  login: (email: string, password: string) => Promise<void>;
  logout: () => Promise<void>;
};

const AuthContext = createContext<AuthState | undefined>(undefined);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [loading, setLoading] = useState(true);

  // Restore the session on a page load: the access token lives in sessionStorage,
  // and if it is gone the refresh cookie may still be valid.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        if (hasAccessToken() || (await refreshAccessToken())) {
          const me = await get<User>('/auth/me');
          if (!cancelled) setUser(me);
        }
      } catch {
        if (!cancelled) setUser(null);
      } finally {
        if (!cancelled) setLoading(false);
      }
    })();
    const onExpired = () => setUser(null);
    window.addEventListener('auth:expired', onExpired);
    return () => {
      cancelled = true;
      window.removeEventListener('auth:expired', onExpired);
    };
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    const res = await post<{ accessToken: string; user: User }>('/auth/login', { email, password });
    setAccessToken(res.accessToken);
    setUser(res.user);
  }, []);

  const logout = useCallback(async () => {
    await post('/auth/logout', {}).catch(() => undefined);
    setAccessToken(null);
    setUser(null);
  }, []);

  return <AuthContext.Provider value={{ user, loading, login, logout }}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (ctx === undefined) {
    throw new Error('useAuth() must be used inside <AuthProvider>');
  }
  return ctx;
}
