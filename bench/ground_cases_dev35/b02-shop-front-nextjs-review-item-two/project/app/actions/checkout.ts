"use server";

import { redirect } from "next/navigation";
import { auth } from "@/lib/auth";
import { prisma } from "@/lib/db";
import { parseCheckoutForm } from "@/lib/validation/checkout";

export async function checkout(formData: FormData) {
  const session = await auth();
  if (!session?.user?.id) redirect("/login");

  const input = parseCheckoutForm(formData);

  const order = await prisma.$transaction(async (tx) => {
    const products = await tx.product.findMany({
      where: { id: { in: input.items.map((i) => i.productId) } },
    });

    for (const item of input.items) {
      const product = products.find((p) => p.id === item.productId);
      if (!product) throw new Error(`unknown product ${item.productId}`);
      await tx.product.update({
        where: { id: product.id, stock: { gte: item.quantity } },
        data: { stock: { decrement: item.quantity } },
      });
    }

    return tx.order.create({
      data: {
        userId: session.user.id,
        addressId: input.addressId,
        couponCode: input.couponCode,
        items: {
          create: input.items.map((item) => ({
            productId: item.productId,
            quantity: item.quantity,
            unitPrice: products.find((p) => p.id === item.productId)!.price,
          })),
        },
      },
    });
  });

  redirect(`/orders/${order.id}?placed=1`);
}
