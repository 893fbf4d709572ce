import { BadRequestException, Injectable } from "@nestjs/common";
import { Order, OrderLine } from "../orders/order.entity";
import { OrderRepository } from "../orders/order.repository";
import { StripeGateway } from "../payments/stripe.gateway";
import { RefundMailer } from "../mail/refund.mailer";

export type RefundRequestLine = { lineId: string; quantity: number };

@Injectable()
export class RefundService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly stripe: StripeGateway,
    private readonly mailer: RefundMailer,
  ) {}

  /** 返品された明細の返金額（税込、クーポン按分後） */
  calculateRefund(order: Order, requested: RefundRequestLine[]): number {
    const totalQuantity = order.lines.reduce((n, l) => n + l.quantity, 0);
    let amount = 0;
    for (const req of requested) {
      const line = this.findLine(order, req.lineId);
      if (req.quantity > line.quantity - line.refundedQuantity) {
        throw new BadRequestException(`line ${line.id}: refund quantity exceeds purchased quantity`);
      }
      const gross = line.unitPrice * req.quantity;
      const couponShare = Math.floor((order.couponDiscount * req.quantity) / totalQuantity);
      amount += gross - couponShare;
    }
    return Math.max(0, Math.min(amount, order.paidAmount - order.refundedAmount));
  }

  async refundLines(orderId: string, requested: RefundRequestLine[], reason: string) {
    const order = await this.orders.findById(orderId);
    const amount = this.calculateRefund(order, requested);
    const refundId = await this.stripe.refund(order.paymentIntentId, amount, { orderNumber: order.number, reason });
    for (const req of requested) {
      this.findLine(order, req.lineId).refundedQuantity += req.quantity;
    }
    order.refundedAmount += amount;
    await this.orders.save(order);
    await this.mailer.sendRefunded(order, amount);
    return { refundId, amount };
  }

  private findLine(order: Order, lineId: string): OrderLine {
    const line = order.lines.find((l) => l.id === lineId);
    if (!line) {
      throw new BadRequestException(`line ${lineId} not in order ${order.number}`);
    }
    return line;
  }
}
