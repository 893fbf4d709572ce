import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';

import { Report } from '../reports/report.entity';

const REASON_LABEL: Record<string, string> = {
  spam: 'スパム',
  harassment: '嫌がらせ',
  illegal: '違法な内容',
  other: 'その他',
};

function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

@Injectable()
export class SlackNotifier {
  private readonly logger = new Logger(SlackNotifier.name);

  constructor(private readonly config: ConfigService) {}

  async notifyEscalation(reviewId: number, count: number, latest: Report): Promise<void> {
    const url = this.config.get<string>('moderation.slackWebhookUrl');
    if (!url) {
      this.logger.warn('SLACK_MODERATION_WEBHOOK_URL is not set; skipping');
      return;
    }
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ blocks: this.buildBlocks(reviewId, count, latest) }),
    });
    if (!res.ok) {
      throw new Error(`slack webhook failed: ${res.status} ${await res.text()}`);
    }
  }

  buildBlocks(reviewId: number, count: number, latest: Report) {
    const reason = REASON_LABEL[latest.reason] ?? latest.reason;
    const comment = latest.comment ? `> ${escapeMrkdwn(latest.comment)}` : '(コメントなし)';
    return [
      {
        type: 'section',
        text: { type: 'mrkdwn', text: `:rotating_light: レビュー #${reviewId} に通報が ${count} 件たまりました` },
      },
      {
        type: 'section',
        text: { type: 'mrkdwn', text: `*最新の通報*: ${reason}\n${comment}` },
      },
      {
        type: 'actions',
        elements: [
          {
            type: 'button',
            text: { type: 'plain_text', text: '管理画面で開く' },
            url: `https://admin.kuchikomi.example.jp/reviews/${reviewId}`,
          },
        ],
      },
    ];
  }
}
