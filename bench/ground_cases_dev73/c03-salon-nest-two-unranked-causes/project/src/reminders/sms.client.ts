import { Injectable, Logger } from '@nestjs/common';

@Injectable()
export class SmsClient {
  private readonly logger = new Logger(SmsClient.name);
  private readonly endpoint = process.env.SMS_ENDPOINT ?? 'https://sms.example-gateway.cn/v2/send';

  async send(phone: string, text: string): Promise<void> {
    const res = await fetch(this.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.SMS_TOKEN}` },
      body: JSON.stringify({ to: phone, sign: '悦发沙龙', text }),
    });
    if (!res.ok) {
      this.logger.warn(`sms to ${phone} failed: ${res.status}`);
      throw new Error(`sms failed with ${res.status}`);
    }
  }
}
