import { sign } from "./sign.js";
import { buildCard, type CardOptions } from "./card.js";

export interface LarkClientOptions {
  webhook: string;
  secret?: string;
  timeoutMs?: number;
}

interface LarkResponse {
  code: number;
  msg: string;
}

export class LarkClient {
  private readonly timeoutMs: number;

  constructor(private readonly opts: LarkClientOptions) {
    if (!opts.webhook.startsWith("https://open.feishu.cn/") && !opts.webhook.startsWith("http://127.0.0.1")) {
      throw new Error(`not a feishu webhook: ${opts.webhook}`);
    }
    this.timeoutMs = opts.timeoutMs ?? 5000;
  }

  async sendText(text: string): Promise<void> {
    await this.post({ msg_type: "text", content: { text } });
  }

  async sendCard(card: CardOptions): Promise<void> {
    await this.post(buildCard(card));
  }

  private async post(body: Record<string, unknown>): Promise<void> {
    const payload: Record<string, unknown> = { ...body };
    if (this.opts.secret) {
      const timestamp = Math.floor(Date.now() / 1000);
      payload.timestamp = String(timestamp);
      payload.sign = sign(this.opts.secret, timestamp);
    }
    const res = await fetch(this.opts.webhook, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const data = (await res.json()) as LarkResponse;
    if (data.code !== 0) {
      throw new Error(`lark webhook error ${data.code}: ${data.msg}`);
    }
  }
}
