import "reflect-metadata";
import { DataSource } from "typeorm";

import { Membership } from "./entities/Membership";
import { User } from "./entities/User";

export const AppDataSource = new DataSource({
  type: "postgres",
  url: process.env.DATABASE_URL ?? "postgres://circle:circle@localhost:5432/circle",
  entities: [User, Membership],
  migrations: [__dirname + "/migrations/*.{ts,js}"],
  migrationsTransactionMode: "all",
  synchronize: false,
  logging: ["error", "warn", "migration"],
  extra: { max: 10 },
});
