import { redis } from "./redis.js";

// Users are kept in Redis hashes: user:<id> and an email index.
const USER = "user:";
const BY_EMAIL = "user-email:";

function fromHash(hash) {
  if (!hash || !hash.id) return null;
  return {
    id: Number(hash.id),
    name: hash.name,
    email: hash.email,
    role: hash.role ?? "staff",
    passwordHash: hash.passwordHash,
  };
}

export async function findUserById(id) {
  return fromHash(await redis.hGetAll(USER + id));
}

export async function findUserByEmail(email) {
  const id = await redis.get(BY_EMAIL + email.trim().toLowerCase());
  return id ? findUserById(id) : null;
}

export async function saveUser(user) {
  await redis.hSet(USER + user.id, { ...user, id: String(user.id) });
  await redis.set(BY_EMAIL + user.email.trim().toLowerCase(), String(user.id));
  return user;
}
