import { Injectable, Logger } from "@nestjs/common";
import { ConfigService } from "@nestjs/config";
import { Cron } from "@nestjs/schedule";
import axios, { AxiosError } from "axios";
import { ProductsRepository } from "../products/products.repository";

const MAX_ATTEMPTS = 3;

@Injectable()
export class PartnerSyncService {
  private readonly log = new Logger(PartnerSyncService.name);

  constructor(
    private readonly config: ConfigService,
    private readonly products: ProductsRepository,
  ) {}

  @Cron("0 3 * * *")
  async nightly() {
    const items = await this.fetchWithRetry("/v2/catalog/changes?since=24h");
    await this.products.upsertMany(items);
    this.log.log(`partner sync: ${items.length} products`);
  }

  private async fetchWithRetry(path: string, attempt = 1): Promise<any[]> {
    const base = this.config.getOrThrow<string>("PARTNER_API_URL");
    const token = this.config.getOrThrow<string>("PARTNER_API_TOKEN");
    try {
      const res = await axios.get(base + path, {
        headers: { Authorization: `Bearer ${token}` },
        timeout: 15_000,
      });
      return res.data.items;
    } catch (e) {
      const err = e as AxiosError;
      const status = err.response?.status;
      if (status && status < 500 && status !== 429) throw err;
      if (attempt >= MAX_ATTEMPTS) throw err;
      await new Promise((r) => setTimeout(r, 2 ** attempt * 1000));
      return this.fetchWithRetry(path, attempt + 1);
    }
  }
}
