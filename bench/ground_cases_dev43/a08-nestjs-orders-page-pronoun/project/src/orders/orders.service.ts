import { Injectable, NotFoundException } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import { Repository } from "typeorm";
import { Page } from "../common/pagination.dto";
import { Order } from "./order.entity";

@Injectable()
export class OrdersService {
  constructor(@InjectRepository(Order) private readonly repo: Repository<Order>) {}

  /** Newest orders first, one admin page at a time. */
  async findPage(page: number, limit: number): Promise<Page<Order>> {
    const [items, total] = await this.repo.findAndCount({
      relations: { customer: true },
      order: { createdAt: "DESC", id: "DESC" },
      skip: page * limit,
      take: limit,
    });
    return { items, page, limit, total };
  }

  async findOne(id: number): Promise<Order> {
    const order = await this.repo.findOne({ where: { id }, relations: { customer: true, lines: true } });
    if (!order) {
      throw new NotFoundException(`order ${id} not found`);
    }
    return order;
  }

  async countSince(date: Date): Promise<number> {
    return this.repo.createQueryBuilder("o").where("o.createdAt >= :date", { date }).getCount();
  }
}
