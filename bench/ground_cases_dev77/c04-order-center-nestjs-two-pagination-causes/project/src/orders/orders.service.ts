import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, Repository } from 'typeorm';
import { Order } from './order.entity';

export interface OrderPage {
  items: Order[];
  nextCursor: string | null;
}

@Injectable()
export class OrdersService {
  constructor(@InjectRepository(Order) private readonly repo: Repository<Order>) {}

  async list(merchantId: number, cursor?: string, limit = 20, status?: string): Promise<OrderPage> {
    const where: Record<string, unknown> = { merchantId };
    if (status) {
      where.status = status;
    }
    if (cursor) {
      where.createdAt = LessThanOrEqual(new Date(cursor));
    }
    const items = await this.repo.find({
      where,
      order: { createdAt: 'DESC' },
      take: limit,
    });
    const last = items[items.length - 1];
    return {
      items,
      nextCursor: items.length === limit && last ? last.createdAt.toISOString() : null,
    };
  }
}
