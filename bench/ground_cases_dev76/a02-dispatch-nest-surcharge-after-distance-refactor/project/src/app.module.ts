import { Module } from '@nestjs/common';
import { EtaService } from './eta/eta.service';
import { MapsClient } from './maps/maps.client';
import { SurchargeService } from './pricing/surcharge.service';
import { ZoneRepository } from './pricing/zones';

@Module({
  providers: [EtaService, MapsClient, SurchargeService, ZoneRepository],
  exports: [EtaService, SurchargeService],
})
export class AppModule {}
