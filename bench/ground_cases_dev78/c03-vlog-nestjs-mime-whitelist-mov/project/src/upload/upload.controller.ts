import { BadRequestException, Body, Controller, Get, Param, Post, Query } from '@nestjs/common';
import { S3Service } from '../storage/s3.service';
import { CompleteUploadDto, StartUploadDto } from './dto';

const MAX_SIZE = 4 * 1024 * 1024 * 1024; // 4 GB
const ALLOWED_TYPES = ['video/mp4', 'video/webm', 'video/x-matroska'];

@Controller('uploads')
export class UploadController {
  constructor(private readonly s3: S3Service) {}

  @Post('start')
  async start(@Body() dto: StartUploadDto) {
    if (!dto.fileName || !dto.size) {
      throw new BadRequestException('fileName and size are required');
    }
    if (dto.size > MAX_SIZE) {
      throw new BadRequestException('file too large');
    }
    if (!ALLOWED_TYPES.includes(dto.contentType)) {
      throw new BadRequestException(`unsupported content type: ${dto.contentType}`);
    }
    return this.s3.startMultipart(dto.fileName, dto.contentType, dto.size);
  }

  @Post('complete')
  async complete(@Body() dto: CompleteUploadDto) {
    await this.s3.complete(dto.key, dto.uploadId, dto.etags);
    return { ok: true };
  }

  @Get('download/:key(*)')
  async download(@Param('key') key: string, @Query('name') name?: string) {
    return { url: await this.s3.downloadUrl(key, name ?? key.split('/').pop()!) };
  }
}
