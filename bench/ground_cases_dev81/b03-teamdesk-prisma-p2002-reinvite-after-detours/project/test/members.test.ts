import { beforeEach, describe, expect, it } from "vitest";

import { prisma } from "../src/db";
import { inviteMember, listMembers, removeMember } from "../src/services/members";

let tenantId: string;

beforeEach(async () => {
  await prisma.member.deleteMany();
  await prisma.tenant.deleteMany();
  const tenant = await prisma.tenant.create({ data: { slug: "t1", name: "T1" } });
  tenantId = tenant.id;
  await prisma.member.create({ data: { tenantId, email: "owner@t1.example", role: "owner" } });
});

describe("members", () => {
  it("invites a new member", async () => {
    const m = await inviteMember(tenantId, "Sato@T1.example");
    expect(m.email).toBe("sato@t1.example");
    expect(m.role).toBe("member");
  });

  it("rejects a duplicate invite", async () => {
    await inviteMember(tenantId, "sato@t1.example");
    await expect(inviteMember(tenantId, "sato@t1.example")).rejects.toThrow("already a member");
  });

  it("hides removed members", async () => {
    const m = await inviteMember(tenantId, "sato@t1.example");
    await removeMember(tenantId, m.id);
    const list = await listMembers(tenantId);
    expect(list.map((x) => x.email)).toEqual(["owner@t1.example"]);
  });
});
