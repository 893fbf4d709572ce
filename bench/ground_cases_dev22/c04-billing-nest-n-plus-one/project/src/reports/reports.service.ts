import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, Repository } from 'typeorm';
import { Customer } from '../customers/customer.entity';
import { Order } from '../orders/order.entity';

export interface MonthlyRow {
  customerId: number;
  customerName: string;
  orderCount: number;
  revenue: number;
}

@Injectable()
export class ReportsService {
  constructor(
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
    @InjectRepository(Order) private readonly orders: Repository<Order>,
  ) {}

  async monthly(year: number, month: number): Promise<MonthlyRow[]> {
    const from = new Date(Date.UTC(year, month - 1, 1));
    const to = new Date(Date.UTC(year, month, 1));
    const customers = await this.customers.find({ where: { active: true } });
    const rows: MonthlyRow[] = [];
    for (const c of customers) {
      const orders = await this.orders.find({ where: { customerId: c.id, createdAt: Between(from, to) } });
      if (orders.length === 0) continue;
      rows.push({
        customerId: c.id,
        customerName: c.name,
        orderCount: orders.length,
        revenue: orders.reduce((sum, o) => sum + Number(o.total), 0),
      });
    }
    return rows.sort((a, b) => b.revenue - a.revenue);
  }
}
