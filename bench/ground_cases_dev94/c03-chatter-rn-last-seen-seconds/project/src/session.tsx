import React, { createContext, useContext, useMemo, useState } from 'react';

type Session = {
  token: string;
  userId: string;
  signOut: () => void;
};

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({
  initialToken,
  userId,
  children,
}: {
  initialToken: string;
  userId: string;
  children: React.ReactNode;
}) {
  const [token, setToken] = useState(initialToken);
  const value = useMemo(() => ({ token, userId, signOut: () => setToken('') }), [token, userId]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) {
    throw new Error('useSession must be used inside <SessionProvider>');
  }
  return session;
}
