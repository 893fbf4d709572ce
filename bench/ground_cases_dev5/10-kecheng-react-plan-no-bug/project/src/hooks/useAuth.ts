import { useEffect, useState } from "react";
import { api } from "../api/client";

export interface User {
  id: string;
  nickname: string;
  interests: string[];
}

export function useAuth() {
  const [user, setUser] = useState<User | null>(null);
  useEffect(() => {
    api.get<User>("/me").then(setUser).catch(() => setUser(null));
  }, []);
  return { user };
}
