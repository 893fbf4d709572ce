import { Injectable } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import { ILike, Repository } from "typeorm";
import { Page } from "../common/pagination.dto";
import { Customer } from "./customer.entity";

@Injectable()
export class CustomersService {
  constructor(@InjectRepository(Customer) private readonly repo: Repository<Customer>) {}

  async findPage(page: number, limit: number, search?: string): Promise<Page<Customer>> {
    const [items, total] = await this.repo.findAndCount({
      where: search ? [{ email: ILike(`%${search}%`) }, { name: ILike(`%${search}%`) }] : {},
      order: { name: "ASC" },
      skip: (page - 1) * limit,
      take: limit,
    });
    return { items, page, limit, total };
  }
}
