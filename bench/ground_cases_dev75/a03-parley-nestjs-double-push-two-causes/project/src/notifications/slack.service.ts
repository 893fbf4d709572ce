import { Injectable, Logger } from '@nestjs/common';

@Injectable()
export class SlackService {
  private readonly logger = new Logger(SlackService.name);

  async postSignup(email: string, plan: string): Promise<void> {
    await this.post(process.env.SLACK_GROWTH_WEBHOOK, {
      text: `New signup: ${email} on *${plan}*`,
    });
  }

  async postReport(messageId: string, reporterId: string, reason: string, comment: string | null): Promise<void> {
    const link = `https://admin.parley.chat/messages/${messageId}`;
    await this.post(process.env.SLACK_TS_WEBHOOK, {
      text: `*New report* (${reason}) by ${reporterId}: ${link}` + (comment ? `\n> ${comment}` : ''),
    });
  }

  private async post(url: string | undefined, payload: Record<string, unknown>): Promise<void> {
    if (!url) {
      this.logger.debug('slack webhook not configured, skipping');
      return;
    }
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
    if (!res.ok) {
      this.logger.warn(`slack webhook answered ${res.status}`);
    }
  }
}
