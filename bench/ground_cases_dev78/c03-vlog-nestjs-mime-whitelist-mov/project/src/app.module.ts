import { Module } from '@nestjs/common';
import { StorageModule } from './storage/storage.module';
import { UploadController } from './upload/upload.controller';

@Module({
  imports: [StorageModule],
  controllers: [UploadController],
})
export class AppModule {}
