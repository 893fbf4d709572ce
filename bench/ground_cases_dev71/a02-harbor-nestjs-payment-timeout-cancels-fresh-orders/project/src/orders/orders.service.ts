import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Cron, CronExpression } from '@nestjs/schedule';
import { MoreThan, Repository } from 'typeorm';
import { InventoryService } from '../inventory/inventory.service';
import { Order } from './order.entity';
import { canTransition, OrderStatus } from './order-status';

@Injectable()
export class OrdersService {
  private readonly log = new Logger(OrdersService.name);

  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly inventory: InventoryService,
    private readonly config: ConfigService,
  ) {}

  private get paymentTimeoutMs(): number {
    return Number(this.config.get('ORDER_PAYMENT_TIMEOUT_MINUTES') ?? 30) * 60 * 1000;
  }

  async get(id: string): Promise<Order> {
    const order = await this.orders.findOneBy({ id });
    if (!order) throw new NotFoundException(`order ${id} not found`);
    return order;
  }

  async markPaid(id: string, paymentIntentId: string): Promise<Order> {
    const order = await this.transition(id, OrderStatus.Paid);
    order.paymentIntentId = paymentIntentId;
    await this.inventory.commit(id);
    return this.orders.save(order);
  }

  async cancel(id: string, reason: string): Promise<Order> {
    const order = await this.transition(id, OrderStatus.Cancelled);
    order.cancelReason = reason;
    await this.inventory.release(id);
    this.log.log(`order ${id} cancelled: ${reason}`);
    return this.orders.save(order);
  }

  /** Cancels orders that waited longer than ORDER_PAYMENT_TIMEOUT_MINUTES for their payment. */
  @Cron(CronExpression.EVERY_MINUTE)
  async expireUnpaid(): Promise<number> {
    const cutoff = new Date(Date.now() - this.paymentTimeoutMs);
    const stale = await this.orders.find({
      where: { status: OrderStatus.PendingPayment, createdAt: MoreThan(cutoff) },
    });
    for (const order of stale) {
      await this.cancel(order.id, 'payment_timeout');
    }
    if (stale.length) this.log.log(`expired ${stale.length} unpaid order(s)`);
    return stale.length;
  }

  private async transition(id: string, to: OrderStatus): Promise<Order> {
    const order = await this.get(id);
    if (!canTransition(order.status, to)) {
      throw new ConflictException(`cannot move order ${id} from ${order.status} to ${to}`);
    }
    order.status = to;
    return order;
  }
}
