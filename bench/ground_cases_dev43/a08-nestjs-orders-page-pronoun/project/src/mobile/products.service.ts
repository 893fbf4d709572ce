import { Injectable } from "@nestjs/common";
import { InjectRepository } from "@nestjs/typeorm";
import { Repository } from "typeorm";
import { Product } from "./product.entity";

/** Feed for the mobile app. Its clients count pages from 0 (see MobileFeedQueryDto). */
@Injectable()
export class ProductsService {
  constructor(@InjectRepository(Product) private readonly repo: Repository<Product>) {}

  async feed(page: number, size: number): Promise<Product[]> {
    return this.repo.find({
      where: { published: true },
      order: { publishedAt: "DESC" },
      skip: page * size,
      take: size,
    });
  }
}
