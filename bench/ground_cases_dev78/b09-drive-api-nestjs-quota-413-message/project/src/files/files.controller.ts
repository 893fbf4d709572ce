import {
  Controller,
  Delete,
  Get,
  Param,
  Post,
  Req,
  UploadedFile,
  UseInterceptors,
} from "@nestjs/common";
import { FileInterceptor } from "@nestjs/platform-express";
import type { Request } from "express";
import { FilesService } from "./files.service";

@Controller("files")
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @Post()
  @UseInterceptors(FileInterceptor("file", { limits: { fileSize: 200 * 1024 * 1024 } }))
  upload(@UploadedFile() file: Express.Multer.File, @Req() req: Request) {
    return this.files.upload(req.user!.id, file);
  }

  @Get()
  list(@Req() req: Request) {
    return this.files.list(req.user!.id);
  }

  @Delete(":id")
  remove(@Param("id") id: string, @Req() req: Request) {
    return this.files.softDelete(req.user!.id, id);
  }
}
