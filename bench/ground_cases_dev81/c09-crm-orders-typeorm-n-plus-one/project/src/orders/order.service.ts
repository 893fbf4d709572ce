import { Injectable } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import { Repository } from "typeorm";
import { Customer } from "../customers/customer.entity";
import { Order, OrderStatus } from "./order.entity";

export interface OrderRow {
  id: number;
  orderNo: string;
  status: OrderStatus;
  amountFen: string;
  createdAt: Date;
  customerName: string;
  customerCompany: string;
}

@Injectable()
export class OrderService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    @InjectRepository(Customer) private readonly customers: Repository<Customer>,
  ) {}

  /** Orders list page: newest first, 50 a page, with the customer's name and company. */
  async list(page = 1, status?: OrderStatus): Promise<OrderRow[]> {
    const orders = await this.orders.find({
      where: status ? { status } : {},
      order: { createdAt: "DESC" },
      skip: (page - 1) * 50,
      take: 50,
    });
    const rows: OrderRow[] = [];
    for (const o of orders) {
      const customer = await this.customers.findOneBy({ id: o.customerId });
      rows.push({
        id: o.id,
        orderNo: o.orderNo,
        status: o.status,
        amountFen: o.amountFen,
        createdAt: o.createdAt,
        customerName: customer?.name ?? "",
        customerCompany: customer?.company ?? "",
      });
    }
    return rows;
  }

  async confirm(id: number): Promise<void> {
    await this.orders.update({ id, status: "draft" }, { status: "confirmed" });
  }
}
