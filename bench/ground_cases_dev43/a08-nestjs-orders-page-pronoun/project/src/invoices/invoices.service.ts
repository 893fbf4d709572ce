import { Injectable } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import { Repository } from "typeorm";
import { Invoice } from "./invoice.entity";

@Injectable()
export class InvoicesService {
  constructor(@InjectRepository(Invoice) private readonly repo: Repository<Invoice>) {}

  /** Export endpoint for accounting: raw offset/limit, no page numbers. */
  async slice(offset: number, limit: number): Promise<Invoice[]> {
    return this.repo.find({ order: { issuedAt: "ASC" }, skip: offset, take: limit });
  }
}
