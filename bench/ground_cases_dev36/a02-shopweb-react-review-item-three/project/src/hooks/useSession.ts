import { createContext, useContext } from "react";

export type Session = {
  userId: string | null;
  cartId: string;
  currency: string;
};

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) {
    throw new Error("useSession must be used inside <SessionProvider>");
  }
  return session;
}
