import { readFileSync } from "node:fs";
import { ApolloServer } from "@apollo/server";
import { startStandaloneServer } from "@apollo/server/standalone";
import { createContext } from "./context.js";
import { connect } from "./db.js";
import { LineItem, Order } from "./resolvers/order.js";
import { Query } from "./resolvers/query.js";

const typeDefs = readFileSync(new URL("./schema.graphql", import.meta.url), "utf8");
const db = connect();

const server = new ApolloServer({ typeDefs, resolvers: { Query, Order, LineItem } });

const { url } = await startStandaloneServer(server, {
  listen: { port: Number(process.env.PORT ?? 4000) },
  context: async () => createContext(db),
});
console.log(`orders-graph ready at ${url}`);
