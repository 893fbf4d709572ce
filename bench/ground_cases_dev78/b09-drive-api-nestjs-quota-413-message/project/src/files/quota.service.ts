import { Injectable, PayloadTooLargeException } from "@nestjs/common";
import { PrismaService } from "../prisma.service";

const DEFAULT_QUOTA = 1024 * 1024 * 1024;

@Injectable()
export class QuotaService {
  constructor(private readonly prisma: PrismaService) {}

  get limit(): number {
    const fromEnv = Number(process.env.STORAGE_QUOTA_BYTES);
    return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_QUOTA;
  }

  async usedBytes(userId: string): Promise<number> {
    const agg = await this.prisma.file.aggregate({
      where: { ownerId: userId, deletedAt: null },
      _sum: { size: true },
    });
    return agg._sum.size ?? 0;
  }

  async assertWithinQuota(userId: string, incoming: number): Promise<void> {
    const used = await this.usedBytes(userId);
    if (used + incoming > this.limit) {
      throw new PayloadTooLargeException("storage quota exceeded");
    }
  }
}
