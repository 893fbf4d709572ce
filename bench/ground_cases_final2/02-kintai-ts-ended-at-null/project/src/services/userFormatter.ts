import type { User } from "../types";

export function formatUser(user: User) {
  return {
    id: user.id,
    name: user.name,
    email: user.email.toLowerCase(),
    createdAt: user.createdAt.toISOString(),
  };
}
