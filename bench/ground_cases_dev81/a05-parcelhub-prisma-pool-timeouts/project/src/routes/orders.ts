import type { FastifyInstance } from "fastify";
import { prisma } from "../db.js";

export async function orderRoutes(app: FastifyInstance) {
  app.get<{ Params: { id: string } }>("/:id", async (req, reply) => {
    const id = Number(req.params.id);
    const [order, shipments, siblings] = await Promise.all([
      prisma.order.findUnique({ where: { id }, include: { customer: true } }),
      prisma.shipment.findMany({ where: { orderId: id }, orderBy: { createdAt: "desc" } }),
      prisma.order.count({ where: { customer: { orders: { some: { id } } } } }),
    ]);
    if (!order) return reply.code(404).send({ error: "not found" });
    return { ...order, shipments, customerOrderCount: siblings };
  });

  app.get<{ Querystring: { customerId: string; cursor?: string } }>("/", async (req) => {
    const customerId = Number(req.query.customerId);
    const cursor = req.query.cursor ? Number(req.query.cursor) : undefined;
    return prisma.order.findMany({
      where: { customerId },
      orderBy: { createdAt: "desc" },
      take: 50,
      ...(cursor ? { skip: 1, cursor: { id: cursor } } : {}),
    });
  });

  app.post<{ Params: { id: string } }>("/:id/cancel", async (req) => {
    const id = Number(req.params.id);
    return prisma.order.update({ where: { id }, data: { status: "cancelled" } });
  });
}
