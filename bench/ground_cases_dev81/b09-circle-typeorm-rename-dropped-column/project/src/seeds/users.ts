import { AppDataSource } from "../data-source";
import { User } from "../entities/User";

const USERS = [
  { email: "hanako@example.com", displayName: "花子" },
  { email: "jiro@example.com", displayName: "次郎" },
  { email: "mika@example.com", displayName: null },
];

async function main() {
  await AppDataSource.initialize();
  const repo = AppDataSource.getRepository(User);
  for (const u of USERS) {
    await repo.upsert({ email: u.email, displayName: u.displayName }, ["email"]);
  }
  console.log(`seeded ${USERS.length} users`);
  await AppDataSource.destroy();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
