import { prisma } from "../db.js";
import { createLabel } from "../carrier.js";

const BATCH = 100;

export async function importPendingOrders(): Promise<number> {
  const pending = await prisma.order.findMany({
    where: { status: "new" },
    orderBy: { createdAt: "asc" },
    take: BATCH,
  });
  let done = 0;
  for (const order of pending) {
    await prisma.$transaction(
      async (tx) => {
        const label = await createLabel(order.id, "dhl");
        await tx.shipment.create({
          data: { orderId: order.id, carrier: "dhl", label: label.labelUrl, status: "label_created" },
        });
        await tx.order.update({
          where: { id: order.id },
          data: { status: "ready", trackingNo: label.trackingNo },
        });
      },
      { timeout: 60_000 },
    );
    done++;
  }
  return done;
}
