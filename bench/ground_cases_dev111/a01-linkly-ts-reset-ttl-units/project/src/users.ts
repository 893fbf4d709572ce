export interface User {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
}

const byId = new Map<string, User>();

async function hashPassword(password: string): Promise<string> {
  const { scrypt, randomBytes } = await import("node:crypto");
  const salt = randomBytes(16).toString("hex");
  return new Promise((resolve, reject) => {
    scrypt(password, salt, 64, (err, key) => (err ? reject(err) : resolve(`${salt}:${key.toString("hex")}`)));
  });
}

export const users = {
  async findByEmail(email: string): Promise<User | undefined> {
    const wanted = email.trim().toLowerCase();
    for (const u of byId.values()) if (u.email.toLowerCase() === wanted) return u;
    return undefined;
  },
  async findById(id: string): Promise<User | undefined> {
    return byId.get(id);
  },
  async setPassword(id: string, password: string): Promise<void> {
    const u = byId.get(id);
    if (!u) throw new Error(`no user ${id}`);
    u.passwordHash = await hashPassword(password);
  },
  _seed(u: User) {
    byId.set(u.id, u);
  },
};
