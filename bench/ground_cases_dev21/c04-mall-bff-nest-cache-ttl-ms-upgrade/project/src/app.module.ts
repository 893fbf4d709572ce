import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import configuration from './config/configuration';
import { AppCacheModule } from './cache/cache.config';
import { ProductModule } from './product/product.module';
import { HealthController } from './health/health.controller';

@Module({
  imports: [
    ConfigModule.forRoot({ isGlobal: true, load: [configuration] }),
    AppCacheModule,
    ProductModule,
  ],
  controllers: [HealthController],
})
export class AppModule {}
