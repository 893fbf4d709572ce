import { Module } from "@nestjs/common";
import { PrismaService } from "../prisma.service";
import { BlobStorage } from "../storage/blob-storage";
import { FilesController } from "./files.controller";
import { FilesService } from "./files.service";
import { QuotaService } from "./quota.service";

@Module({
  controllers: [FilesController],
  providers: [FilesService, QuotaService, PrismaService, BlobStorage],
})
export class FilesModule {}
