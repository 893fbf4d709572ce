import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { CACHE_MANAGER } from '@nestjs/cache-manager';
import { Cache } from 'cache-manager';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Product } from './entities/product.entity';
import { Sku } from './entities/sku.entity';
import { UpdateProductDto } from './dto/update-product.dto';

const DETAIL_TTL_MS = 5 * 60 * 1000;
const CACHE_PREFIX = 'mall-api:';
const detailKey = (id: number) => `${CACHE_PREFIX}product:detail:${id}`;

export interface ProductDetail {
  id: number;
  title: string;
  cover: string;
  skus: Array<{ id: number; spec: string; priceFen: number; stock: number }>;
}

@Injectable()
export class ProductsService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectRepository(Sku) private readonly skus: Repository<Sku>,
    @Inject(CACHE_MANAGER) private readonly cache: Cache,
  ) {}

  async getDetail(id: number): Promise<ProductDetail> {
    const cached = await this.cache.get<ProductDetail>(detailKey(id));
    if (cached) {
      return cached;
    }
    const detail = await this.loadDetail(id);
    await this.cache.set(detailKey(id), detail, DETAIL_TTL_MS);
    return detail;
  }

  private async loadDetail(id: number): Promise<ProductDetail> {
    const product = await this.products.findOne({ where: { id, deleted: false }, relations: ['skus'] });
    if (!product) {
      throw new NotFoundException(`商品 ${id} 不存在`);
    }
    return {
      id: product.id,
      title: product.title,
      cover: product.cover,
      skus: product.skus
        .filter((s) => s.onSale)
        .map((s) => ({ id: s.id, spec: s.spec, priceFen: s.priceFen, stock: s.stock })),
    };
  }

  async update(id: number, dto: UpdateProductDto): Promise<void> {
    await this.products.update(id, { title: dto.title, cover: dto.cover });
    await this.cache.del(detailKey(id));
  }

  /** 计算某个 SKU 买 qty 件的金额（分），会员价优先 */
  async priceFor(productId: number, skuId: number, qty: number, isMember = false): Promise<number> {
    const detail = await this.getDetail(productId);
    const sku = detail.skus.find((s) => s.id === skuId);
    const unit = isMember ? Math.round(sku.priceFen * 0.95) : sku.priceFen;
    return unit * qty;
  }
}
