import { Injectable } from '@nestjs/common';
import { randomBytes } from 'crypto';
import { MailService } from '../mail/mail.service';
import { User } from '../users/user.entity';

const RESET_TTL_MINUTES = 30;

@Injectable()
export class AuthService {
  constructor(private readonly mail: MailService) {}

  async requestPasswordReset(user: User): Promise<void> {
    const token = randomBytes(24).toString('hex');
    const expiresAt = new Date(Date.now() + RESET_TTL_MINUTES * 60_000);
    // persisting the token is handled by the tokens repo (not in this service yet)
    await this.mail.sendPasswordReset(user, token, expiresAt);
  }
}
