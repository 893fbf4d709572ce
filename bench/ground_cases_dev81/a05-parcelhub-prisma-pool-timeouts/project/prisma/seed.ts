import { PrismaClient } from "@prisma/client";

const prisma = new PrismaClient();

async function main() {
  const alice = await prisma.customer.upsert({
    where: { email: "alice@example.com" },
    update: {},
    create: { name: "Alice", email: "alice@example.com" },
  });
  const bob = await prisma.customer.upsert({
    where: { email: "bob@example.com" },
    update: {},
    create: { name: "Bob", email: "bob@example.com" },
  });
  for (const [customer, n] of [[alice, 3], [bob, 2]] as const) {
    for (let i = 0; i < n; i++) {
      await prisma.order.create({
        data: {
          customerId: customer.id,
          status: i === 0 ? "shipped" : "new",
          externalRef: `SEED-${customer.id}-${i + 1}`,
        },
      });
    }
  }
}

main()
  .catch((e) => {
    console.error(e);
    process.exit(1);
  })
  .finally(() => prisma.$disconnect());
