import "reflect-metadata";
import { DataSource } from "typeorm";
import { Customer } from "./customers/customer.entity";
import { Order } from "./orders/order.entity";

// Used by the app module and by the typeorm CLI (npm run migration:run).
export const AppDataSource = new DataSource({
  type: "postgres",
  url: process.env.DATABASE_URL ?? "postgres://crm:crm@localhost:5432/crm",
  entities: [Customer, Order],
  migrations: [__dirname + "/migrations/*.{ts,js}"],
  migrationsRun: false,
  synchronize: false,
  logging: process.env.TYPEORM_LOGGING === "1" ? ["query", "error"] : ["error"],
  extra: {
    max: Number(process.env.PG_POOL_MAX ?? 10),
    idleTimeoutMillis: 30_000,
  },
});
