import type { Db } from "./db.js";
import { createCustomersLoader, createItemsLoader } from "./loaders.js";

export interface Context {
  db: Db;
  loaders: {
    items: ReturnType<typeof createItemsLoader>;
    customers: ReturnType<typeof createCustomersLoader>;
  };
}

export function createContext(db: Db): Context {
  return {
    db,
    loaders: {
      items: createItemsLoader(db),
      customers: createCustomersLoader(db),
    },
  };
}
