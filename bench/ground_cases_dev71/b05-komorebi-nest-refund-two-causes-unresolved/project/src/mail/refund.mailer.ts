import { Injectable, Logger } from "@nestjs/common";
import { Order } from "../orders/order.entity";

@Injectable()
export class RefundMailer {
  private readonly logger = new Logger(RefundMailer.name);

  async sendRefunded(order: Order, amount: number): Promise<void> {
    const subject = `【こもれび雑貨店】ご返金手続き完了のお知らせ（注文番号: ${order.number}）`;
    const body = [
      "この度はご利用いただきありがとうございます。",
      `ご返金額: ${amount.toLocaleString("ja-JP")}円`,
      "カード会社により、ご請求の取り消しまで数日〜1か月ほどかかる場合がございます。",
    ].join("\n");
    await this.send(order.email, subject, body);
  }

  private async send(to: string, subject: string, body: string): Promise<void> {
    // TODO: SES に置き換える
    this.logger.log(`mail to=${to} subject=${subject} bytes=${body.length}`);
  }
}
