import { prisma } from "@/lib/prisma";

type Props = { customerId: string };

const fmt = new Intl.NumberFormat("ja-JP");

export default async function PointsCard({ customerId }: Props) {
  const customer = await prisma.customer.findUniqueOrThrow({
    where: { id: customerId },
    include: { ledger: { orderBy: { createdAt: "desc" }, take: 5 } },
  });

  return (
    <section className="rounded-xl bg-rose-50 p-4">
      <p className="text-sm text-rose-700">現在のポイント</p>
      <p className="text-3xl font-bold">{fmt.format(customer.pointBalance)} ポイント</p>
      {customer.pointBalance >= 3000 && <p className="text-xs">ゴールド会員（1.5倍）</p>}
      <ul className="mt-3 space-y-1 text-sm">
        {customer.ledger.map((l) => (
          <li key={l.id} className="flex justify-between">
            <span>{l.reason}</span>
            <span>
              {l.delta > 0 ? "+" : ""}
              {fmt.format(l.delta)} ポイント
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
