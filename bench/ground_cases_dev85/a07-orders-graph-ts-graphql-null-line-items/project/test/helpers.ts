import { readFileSync } from "node:fs";
import { ApolloServer } from "@apollo/server";
import knex from "knex";
import type { Context } from "../src/context.js";
import { createCustomersLoader, createItemsLoader } from "../src/loaders.js";
import { LineItem, Order } from "../src/resolvers/order.js";
import { Query } from "../src/resolvers/query.js";

export const typeDefs = readFileSync(new URL("../src/schema.graphql", import.meta.url), "utf8");

export function testDb() {
  return knex({ client: "better-sqlite3", connection: { filename: ":memory:" }, useNullAsDefault: true });
}

export function testContext(db: ReturnType<typeof testDb>): Context {
  return { db, loaders: { items: createItemsLoader(db), customers: createCustomersLoader(db) } };
}

export function testServer() {
  return new ApolloServer<Context>({ typeDefs, resolvers: { Query, Order, LineItem } });
}
