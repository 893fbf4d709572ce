import { NestFactory } from "@nestjs/core";
import { CliModule } from "./cli.module";
import { ReportService } from "./reports/report.service";

// k8s の CronJob から `node dist/cli.js <command>` で呼ばれるバッチの入口
async function main() {
  const [command] = process.argv.slice(2);
  const app = await NestFactory.createApplicationContext(CliModule, { logger: ["log", "error", "warn"] });
  try {
    const reports = app.get(ReportService);
    switch (command) {
      case "send-daily-report":
        console.log(`sent: ${await reports.sendDailyReport()}`);
        break;
      case "send-weekly-report":
        console.log(`sent: ${await reports.sendWeeklyReport()}`);
        break;
      default:
        console.error(`unknown command: ${command}`);
        process.exitCode = 2;
    }
  } finally {
    await app.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
