import { Module } from "@nestjs/common";
import { ConfigModule } from "@nestjs/config";
import { ScheduleModule } from "@nestjs/schedule";
import { MailModule } from "./mail/mail.module";
import { OrdersModule } from "./orders/orders.module";
import { PrismaModule } from "./prisma/prisma.module";
import { ReportModule } from "./reports/report.module";

// 複数 Pod で同時に動かないよう、スケジューラは ENABLE_SCHEDULER=true の Pod だけで有効にする。
// k8s の CronJob に移行した環境では false のまま。
const scheduler = process.env.ENABLE_SCHEDULER === "true" ? [ScheduleModule.forRoot()] : [];

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true }),
    ...scheduler,
    PrismaModule,
    MailModule,
    OrdersModule,
    ReportModule,
  ],
})
export class AppModule {}
