import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { Workspace } from '../workspaces/workspace.entity';
import { QuotaService } from './quota.service';
import { StorageController } from './storage.controller';
import { StoredFile } from './stored-file.entity';

@Module({
  imports: [TypeOrmModule.forFeature([StoredFile, Workspace])],
  providers: [QuotaService],
  controllers: [StorageController],
})
export class StorageModule {}
