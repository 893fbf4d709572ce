import { Inject, Injectable, Logger } from '@nestjs/common';
import { CACHE_MANAGER } from '@nestjs/cache-manager';
import { ConfigService } from '@nestjs/config';
import { Cache } from 'cache-manager';
import axios from 'axios';

export interface ProductDetail {
  id: number;
  title: string;
  price: number;
  stock: number;
  images: string[];
}

@Injectable()
export class ProductService {
  private readonly logger = new Logger(ProductService.name);

  constructor(
    @Inject(CACHE_MANAGER) private readonly cache: Cache,
    private readonly config: ConfigService,
  ) {}

  async getDetail(id: number): Promise<ProductDetail> {
    const key = `product:detail:${id}`;
    const cached = await this.cache.get<ProductDetail>(key);
    if (cached) {
      return cached;
    }
    const base = this.config.get<string>('upstream.productApi');
    const { data } = await axios.get<ProductDetail>(`${base}/internal/products/${id}`, {
      timeout: this.config.get<number>('upstream.timeoutMs'),
    });
    await this.cache.set(key, data);
    this.logger.debug(`cache miss ${key}`);
    return data;
  }
}
