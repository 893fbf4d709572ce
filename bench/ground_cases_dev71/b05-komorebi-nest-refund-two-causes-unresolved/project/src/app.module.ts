import { Module } from "@nestjs/common";
import { RefundController } from "./refunds/refund.controller";
import { RefundService } from "./refunds/refund.service";
import { OrderRepository } from "./orders/order.repository";
import { StripeGateway } from "./payments/stripe.gateway";
import { RefundMailer } from "./mail/refund.mailer";

@Module({
  controllers: [RefundController],
  providers: [RefundService, OrderRepository, StripeGateway, RefundMailer],
})
export class AppModule {}
