import type { FastifyInstance } from "fastify";
import { authorFeed, latest } from "./posts/feed.js";
import { searchUsers } from "./users/search.js";
import { getUser, updateProfile } from "./users/service.js";

export async function routes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>("/users/:id", async (req, reply) => {
    const user = await getUser(Number(req.params.id));
    if (!user) return reply.code(404).send({ error: "not found" });
    return user;
  });

  app.patch<{ Params: { id: string }; Body: unknown }>("/users/:id", async (req) => {
    return updateProfile(Number(req.params.id), req.body as never);
  });

  app.get<{ Querystring: { q?: string } }>("/users/search", async (req) => searchUsers(req.query.q ?? ""));

  app.get<{ Params: { id: string }; Querystring: { before?: string } }>("/users/:id/posts", async (req) => {
    const before = req.query.before ? new Date(req.query.before) : undefined;
    return authorFeed(Number(req.params.id), before);
  });

  app.get("/posts/latest", async () => latest());
}
