import { Injectable } from "@nestjs/common";
import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { MailService } from "../mail/mail.service";
import { PrismaService } from "../prisma/prisma.service";

dayjs.extend(utc);
dayjs.extend(timezone);

const TZ = "Asia/Tokyo";

@Injectable()
export class ReportService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly mail: MailService,
  ) {}

  /** JST の前日 0:00〜24:00 を集計して、レポート購読者に送る。送った件数を返す。 */
  async sendDailyReport(now: Date = new Date()): Promise<number> {
    const end = dayjs(now).tz(TZ).startOf("day");
    const start = end.subtract(1, "day");
    const summary = await this.summarize(start.toDate(), end.toDate());
    const recipients = await this.prisma.reportSubscription.findMany({ where: { kind: "daily" } });
    for (const r of recipients) {
      await this.mail.send(r.email, `【日次売上】${start.format("M/D")}`, "daily-report", summary);
    }
    return recipients.length;
  }

  async sendWeeklyReport(now: Date = new Date()): Promise<number> {
    const end = dayjs(now).tz(TZ).startOf("week");
    const start = end.subtract(1, "week");
    const summary = await this.summarize(start.toDate(), end.toDate());
    const recipients = await this.prisma.reportSubscription.findMany({ where: { kind: "weekly" } });
    for (const r of recipients) {
      await this.mail.send(r.email, `【週次売上】${start.format("M/D")}〜`, "weekly-report", summary);
    }
    return recipients.length;
  }

  private async summarize(from: Date, to: Date) {
    const rows = await this.prisma.order.groupBy({
      by: ["shopId"],
      where: { paidAt: { gte: from, lt: to }, status: "paid" },
      _sum: { totalYen: true },
      _count: true,
    });
    return rows.map((r) => ({ shopId: r.shopId, totalYen: r._sum.totalYen ?? 0, orders: r._count }));
  }
}
