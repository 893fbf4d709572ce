import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { FlagsService } from './flags.service';

class UpdateFlagDto {
  enabled: boolean;
  rolloutPercent: number;
}

@Controller('admin/flags')
export class FlagsController {
  constructor(private readonly flags: FlagsService) {}

  @Get()
  list() {
    return this.flags.list();
  }

  @Patch(':key')
  update(@Param('key') key: string, @Body() body: UpdateFlagDto) {
    return this.flags.setRollout(key, body.enabled, body.rolloutPercent);
  }
}
