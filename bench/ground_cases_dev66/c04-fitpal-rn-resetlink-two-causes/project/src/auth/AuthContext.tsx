import React, { createContext, useContext, useEffect, useState } from 'react';
import AsyncStorage from '@react-native-async-storage/async-storage';

import { api } from '../api/client';

type User = { id: string; email: string };
type AuthState = {
  user: User | null;
  restoring: boolean;
  signIn: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [restoring, setRestoring] = useState(true);

  useEffect(() => {
    (async () => {
      const token = await AsyncStorage.getItem('session');
      if (token) {
        try {
          setUser(await api.me(token));
        } catch {
          await AsyncStorage.removeItem('session');
        }
      }
      setRestoring(false);
    })();
  }, []);

  const signIn = async (email: string, password: string) => {
    const { token, user: u } = await api.signIn(email, password);
    await AsyncStorage.setItem('session', token);
    setUser(u);
  };

  const signOut = async () => {
    await AsyncStorage.removeItem('session');
    setUser(null);
  };

  return <AuthContext.Provider value={{ user, restoring, signIn, signOut }}>{children}</AuthContext.Provider>;
}

export function useAuth() {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}
