import { AppDataSource } from "../data-source";
import { User } from "../entities/User";

export interface UserProfile {
  id: number;
  email: string;
  displayName: string | null;
  lastLoginAt: string | null;
}

const repo = () => AppDataSource.getRepository(User);

export function toProfile(u: User): UserProfile {
  return {
    id: u.id,
    email: u.email,
    displayName: u.displayName,
    lastLoginAt: u.lastLoginAt ? u.lastLoginAt.toISOString() : null,
  };
}

export async function getProfile(id: number): Promise<UserProfile | null> {
  const user = await repo().findOneBy({ id });
  return user ? toProfile(user) : null;
}

export async function updateName(id: number, name: string): Promise<UserProfile | null> {
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > 100) {
    throw new RangeError("name must be 1..100 characters");
  }
  const result = await repo().update({ id }, { displayName: trimmed });
  return result.affected ? getProfile(id) : null;
}

export async function recentlyActive(limit = 50): Promise<UserProfile[]> {
  const users = await repo().find({ order: { lastLoginAt: "DESC" }, take: limit });
  return users.map(toProfile);
}
