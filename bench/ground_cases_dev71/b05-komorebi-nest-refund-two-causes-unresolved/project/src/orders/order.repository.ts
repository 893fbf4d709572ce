import { Injectable, NotFoundException } from "@nestjs/common";
import { Order } from "./order.entity";

@Injectable()
export class OrderRepository {
  private readonly orders = new Map<string, Order>();

  async findById(id: string): Promise<Order> {
    const order = this.orders.get(id);
    if (!order) {
      throw new NotFoundException(`order ${id} not found`);
    }
    return structuredClone(order);
  }

  async save(order: Order): Promise<void> {
    this.orders.set(order.id, structuredClone(order));
  }

  async findByNumber(number: string): Promise<Order | undefined> {
    for (const order of this.orders.values()) {
      if (order.number === number) {
        return structuredClone(order);
      }
    }
    return undefined;
  }

  seed(order: Order): void {
    this.orders.set(order.id, order);
  }
}
