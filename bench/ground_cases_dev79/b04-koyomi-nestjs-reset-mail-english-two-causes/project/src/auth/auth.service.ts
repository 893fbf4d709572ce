import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { InjectRepository } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { randomBytes } from 'crypto';
import { Repository } from 'typeorm';

import { User } from '../users/user.entity';

const RESET_TTL_MS = 60 * 60 * 1000;

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectQueue('mail') private readonly mailQueue: Queue,
  ) {}

  async requestPasswordReset(email: string): Promise<void> {
    const user = await this.users.findOne({ where: { email } });
    if (!user) {
      return; // do not reveal whether the address exists
    }
    user.resetToken = randomBytes(32).toString('hex');
    user.resetTokenExpiresAt = new Date(Date.now() + RESET_TTL_MS);
    await this.users.save(user);
    await this.mailQueue.add('reset-password', { userId: user.id }, { attempts: 3, backoff: 30000 });
  }

  async signupWelcome(user: User): Promise<void> {
    await this.mailQueue.add('welcome', { userId: user.id }, { attempts: 3 });
  }

  async findByResetToken(token: string): Promise<User> {
    const user = await this.users.findOne({ where: { resetToken: token } });
    if (!user || !user.resetTokenExpiresAt || user.resetTokenExpiresAt < new Date()) {
      throw new NotFoundException('reset token invalid or expired');
    }
    return user;
  }
}
