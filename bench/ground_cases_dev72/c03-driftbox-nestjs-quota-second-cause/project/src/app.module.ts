import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

import { SubscriptionsModule } from './billing/subscriptions.module';
import { StorageModule } from './storage/storage.module';
import { Workspace } from './workspaces/workspace.entity';
import { StoredFile } from './storage/stored-file.entity';

@Module({
  imports: [
    TypeOrmModule.forRoot({
      type: 'postgres',
      url: process.env.DATABASE_URL,
      entities: [Workspace, StoredFile],
      synchronize: false,
    }),
    SubscriptionsModule,
    StorageModule,
  ],
})
export class AppModule {}
