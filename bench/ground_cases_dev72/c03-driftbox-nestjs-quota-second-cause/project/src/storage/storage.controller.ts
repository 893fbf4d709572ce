import { Controller, Get, Headers, Param, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';

import { QuotaService, QuotaStatus } from './quota.service';

@Controller('workspaces/:workspaceId/storage')
export class StorageController {
  constructor(private readonly quota: QuotaService) {}

  @Get('quota')
  getQuota(@Param('workspaceId') workspaceId: string): Promise<QuotaStatus> {
    return this.quota.status(workspaceId);
  }

  @Post('files')
  @UseInterceptors(FileInterceptor('file'))
  async upload(
    @Param('workspaceId') workspaceId: string,
    @UploadedFile() file: Express.Multer.File,
    @Headers('x-request-id') requestId?: string,
  ) {
    await this.quota.assertCanUpload(workspaceId, file.size);
    // the object store upload happens in the worker; we only register the file here
    return { accepted: true, name: file.originalname, size: file.size, requestId };
  }
}
