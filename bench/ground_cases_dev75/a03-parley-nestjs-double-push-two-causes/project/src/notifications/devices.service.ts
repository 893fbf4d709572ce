import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Device } from './device.entity';

@Injectable()
export class DevicesService {
  constructor(@InjectRepository(Device) private readonly repo: Repository<Device>) {}

  async register(userId: string, token: string, platform: 'android' | 'ios'): Promise<Device> {
    return this.repo.save(this.repo.create({ userId, token, platform }));
  }

  async unregister(userId: string, token: string): Promise<void> {
    await this.repo.delete({ userId, token });
  }

  tokensFor(userIds: string[]): Promise<Device[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.repo
      .createQueryBuilder('d')
      .where('d.userId IN (:...userIds)', { userIds })
      .getMany();
  }
}
