import { Injectable, NotFoundException } from "@nestjs/common";
import { randomUUID } from "node:crypto";
import { PrismaService } from "../prisma.service";
import { BlobStorage } from "../storage/blob-storage";
import { QuotaService } from "./quota.service";

@Injectable()
export class FilesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly blobs: BlobStorage,
    private readonly quota: QuotaService,
  ) {}

  async upload(userId: string, file: Express.Multer.File) {
    await this.quota.assertWithinQuota(userId, file.size);
    const key = `${userId}/${randomUUID()}`;
    await this.blobs.put(key, file.buffer, file.mimetype);
    return this.prisma.file.create({
      data: {
        ownerId: userId,
        key,
        name: Buffer.from(file.originalname, "latin1").toString("utf8"),
        size: file.size,
        mimeType: file.mimetype,
      },
    });
  }

  list(userId: string) {
    return this.prisma.file.findMany({
      where: { ownerId: userId, deletedAt: null },
      orderBy: { createdAt: "desc" },
    });
  }

  async softDelete(userId: string, id: string) {
    const file = await this.prisma.file.findFirst({ where: { id, ownerId: userId, deletedAt: null } });
    if (!file) throw new NotFoundException();
    return this.prisma.file.update({ where: { id }, data: { deletedAt: new Date() } });
  }
}
