import { Injectable, Logger } from '@nestjs/common';
import * as admin from 'firebase-admin';

@Injectable()
export class PushService {
  private readonly logger = new Logger(PushService.name);

  async sendChat(token: string, messageId: string): Promise<void> {
    try {
      await admin.messaging().send({
        token,
        data: { type: 'chat', messageId },
        android: { priority: 'high', collapseKey: 'chat' },
        apns: { payload: { aps: { 'mutable-content': 1, sound: 'default' } } },
      });
    } catch (err: any) {
      this.logger.warn(`push to ${token.slice(0, 8)}... failed: ${err.code ?? err.message}`);
    }
  }
}
