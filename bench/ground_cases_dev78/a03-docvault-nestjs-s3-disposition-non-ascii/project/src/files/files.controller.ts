import {
  Controller,
  Get,
  Param,
  ParseUUIDPipe,
  Post,
  Req,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { FilesService } from './files.service';

const MAX_BYTES = 50 * 1024 * 1024;

@Controller('files')
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @Post()
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_BYTES } }))
  upload(@UploadedFile() file: Express.Multer.File, @Req() req: any) {
    return this.files.saveUpload(req.user.id, file);
  }

  @Get()
  async list(@Req() req: any) {
    const rows = await this.files.listFor(req.user.id);
    return rows.map((r) => ({ id: r.id, name: r.originalName, size: Number(r.size), createdAt: r.createdAt }));
  }

  @Get(':id/download')
  download(@Param('id', ParseUUIDPipe) id: string, @Req() req: any) {
    return this.files.downloadLink(req.user.id, id);
  }
}
