import { Body, Controller, Delete, Post, Req } from '@nestjs/common';
import { DevicesService } from './devices.service';

class RegisterDeviceDto {
  token: string;
  platform: 'android' | 'ios';
}

@Controller('devices')
export class DevicesController {
  constructor(private readonly devices: DevicesService) {}

  @Post()
  async register(@Req() req: any, @Body() dto: RegisterDeviceDto) {
    const device = await this.devices.register(req.user.id, dto.token, dto.platform);
    return { id: device.id };
  }

  @Delete()
  async unregister(@Req() req: any, @Body() dto: { token: string }) {
    await this.devices.unregister(req.user.id, dto.token);
    return { ok: true };
  }
}
