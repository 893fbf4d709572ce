import { Injectable, Logger } from "@nestjs/common";
import { Cron } from "@nestjs/schedule";
import { ReportService } from "./report.service";

/**
 * 日次売上レポートの定期送信（アプリ内スケジューラ）。
 * ENABLE_SCHEDULER=true のときだけ ScheduleModule が読み込まれて動く（app.module.ts）。
 */
@Injectable()
export class ReportScheduler {
  private readonly logger = new Logger(ReportScheduler.name);

  constructor(private readonly reports: ReportService) {}

  // 毎朝9時に前日分を送る
  @Cron("0 9 * * *", { name: "daily-sales-report" })
  async sendDaily(): Promise<void> {
    const started = Date.now();
    const sent = await this.reports.sendDailyReport();
    this.logger.log(`daily report sent to ${sent} recipients in ${Date.now() - started}ms`);
  }

  // 毎週月曜9時に先週分
  @Cron("0 9 * * 1", { name: "weekly-sales-report", timeZone: "Asia/Tokyo" })
  async sendWeekly(): Promise<void> {
    const sent = await this.reports.sendWeeklyReport();
    this.logger.log(`weekly report sent to ${sent} recipients`);
  }

  // 管理画面の「今すぐ送信」から呼ぶ
  async runNow(kind: "daily" | "weekly"): Promise<number> {
    return kind === "daily" ? this.reports.sendDailyReport() : this.reports.sendWeeklyReport();
  }
}
