import { Injectable } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import { Repository } from "typeorm";
import { Product } from "./product.entity";

@Injectable()
export class ProductsRepository {
  constructor(@InjectRepository(Product) private readonly repo: Repository<Product>) {}

  findBySku(sku: string) {
    return this.repo.findOne({ where: { sku } });
  }

  async upsertMany(items: Array<{ sku: string; name: string; price: number }>) {
    if (items.length === 0) return;
    await this.repo.upsert(
      items.map((i) => ({ sku: i.sku, name: i.name, priceCents: Math.round(i.price * 100) })),
      ["sku"],
    );
  }

  searchByName(q: string, limit = 20) {
    return this.repo
      .createQueryBuilder("p")
      .where("p.name ILIKE :q", { q: `%${q}%` })
      .orderBy("p.updatedAt", "DESC")
      .limit(limit)
      .getMany();
  }
}
