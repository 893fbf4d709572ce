import type { FastifyInstance } from "fastify";
import { z } from "zod";

import { withTenant } from "../db";
import { AppError, toBody } from "../errors";
import { changeRole, inviteMember, listMembers, removeMember } from "../services/members";

const inviteBody = z.object({ email: z.string().email(), role: z.enum(["admin", "member"]).default("member") });
const roleBody = z.object({ role: z.enum(["owner", "admin", "member"]) });

export async function memberRoutes(app: FastifyInstance) {
  app.setErrorHandler((err, _req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send(toBody(err));
    }
    app.log.error(err);
    return reply.status(500).send({ error: { code: "internal", message: "internal error" } });
  });

  app.get<{ Params: { tenant: string }; Querystring: { role?: string } }>("/t/:tenant/members", async (req) => {
    const role = req.query.role ? roleBody.shape.role.parse(req.query.role) : undefined;
    return withTenant(req.params.tenant, (tenantId) => listMembers(tenantId, role));
  });

  app.post<{ Params: { tenant: string } }>("/t/:tenant/members", async (req, reply) => {
    const body = inviteBody.parse(req.body);
    const member = await withTenant(req.params.tenant, (tenantId) => inviteMember(tenantId, body.email, body.role));
    return reply.status(201).send(member);
  });

  app.patch<{ Params: { tenant: string; id: string } }>("/t/:tenant/members/:id", async (req) => {
    const body = roleBody.parse(req.body);
    return withTenant(req.params.tenant, (tenantId) => changeRole(tenantId, req.params.id, body.role));
  });

  app.delete<{ Params: { tenant: string; id: string } }>("/t/:tenant/members/:id", async (req, reply) => {
    await withTenant(req.params.tenant, (tenantId) => removeMember(tenantId, req.params.id));
    return reply.status(204).send();
  });
}
