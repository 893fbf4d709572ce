import { query } from "../lib/db";
import { sendMail } from "../lib/mail";
import { formatDay, formatDayWithWeekday, yesterdayRange } from "../lib/dates";

interface OrderRow {
  shop_id: number;
  shop_email: string;
  orders: number;
  revenue: number;
}

export async function runDailyDigest(now: Date = new Date()): Promise<number> {
  const { start, end } = yesterdayRange(now);
  const rows = await query<OrderRow>(
    `select s.id as shop_id, s.email as shop_email, count(o.id)::int as orders,
            coalesce(sum(o.total), 0)::int as revenue
       from shops s left join orders o
         on o.shop_id = s.id and o.created_at >= $1 and o.created_at < $2
      group by s.id, s.email`,
    [start, end],
  );
  for (const row of rows) {
    await sendMail({
      to: row.shop_email,
      subject: `【注文ダイジェスト】${formatDayWithWeekday(start)}の注文 ${row.orders}件`,
      text: [
        `${formatDay(start)} の注文は ${row.orders} 件、売上は ${row.revenue.toLocaleString("ja-JP")} 円でした。`,
        "",
        "このメールは毎朝 8:30 に配信されます。",
      ].join("\n"),
    });
  }
  return rows.length;
}
