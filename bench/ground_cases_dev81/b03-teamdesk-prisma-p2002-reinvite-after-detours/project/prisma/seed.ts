import { PrismaClient } from "@prisma/client";

const prisma = new PrismaClient();

async function main() {
  const tenant = await prisma.tenant.upsert({
    where: { slug: "demo" },
    update: {},
    create: { slug: "demo", name: "デモ株式会社", plan: "team" },
  });

  const emails = ["owner@demo.example", "admin@demo.example", "sato@demo.example", "suzuki@demo.example"];
  for (const [i, email] of emails.entries()) {
    await prisma.member.upsert({
      where: { tenantId_email: { tenantId: tenant.id, email } },
      update: {},
      create: {
        tenantId: tenant.id,
        email,
        role: i === 0 ? "owner" : i === 1 ? "admin" : "member",
        joinedAt: new Date(),
      },
    });
  }
  console.log(`seeded tenant ${tenant.slug} with ${emails.length} members`);
}

main()
  .catch((e) => {
    console.error(e);
    process.exit(1);
  })
  .finally(async () => {
    await prisma.$disconnect();
  });
