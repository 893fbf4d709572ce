import type { FastifyInstance } from "fastify";
import type { Meal, WeekResponse } from "../../../shared/src/types";
import { addDays, startOfWeek, toDateKey } from "../utils";
import { db } from "../db";

export async function mealRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { start?: string } }>("/meals/week", async (req) => {
    const start = startOfWeek(req.query.start ? new Date(req.query.start) : new Date());
    const end = addDays(start, 7);
    const meals: Meal[] = await db.meals.between(toDateKey(start), toDateKey(end));
    const body: WeekResponse = { start: toDateKey(start), meals };
    return body;
  });

  app.post<{ Body: Omit<Meal, "id" | "createdAt"> }>("/meals", async (req, reply) => {
    const meal = await db.meals.insert({ ...req.body, createdAt: new Date().toISOString() });
    reply.code(201);
    return meal;
  });
}
