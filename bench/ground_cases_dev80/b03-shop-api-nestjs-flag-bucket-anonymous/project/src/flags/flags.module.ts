import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FeatureFlag } from './feature-flag.entity';
import { FlagsService } from './flags.service';

@Module({
  imports: [TypeOrmModule.forFeature([FeatureFlag])],
  providers: [FlagsService],
  exports: [FlagsService],
})
export class FlagsModule {}
