import { Injectable } from '@nestjs/common';
import * as nodemailer from 'nodemailer';
import en from '../locales/en.json';
import ja from '../locales/ja.json';
import zh from '../locales/zh.json';

const LOCALES: Record<string, Record<string, string>> = { zh, en, ja };

@Injectable()
export class MailService {
  private readonly transport = nodemailer.createTransport(process.env.SMTP_URL ?? 'smtp://localhost:1025');

  t(locale: string, key: string): string {
    return LOCALES[locale]?.[key] ?? LOCALES.zh[key] ?? key;
  }

  async sendTemplate(to: string, template: string, locale: string, data: Record<string, unknown>): Promise<void> {
    const subject = this.t(locale, `${template}.subject`);
    const html = this.render(template, locale, data);
    await this.transport.sendMail({ from: 'Pulse <noreply@pulse.example.cn>', to, subject, html });
  }

  private render(template: string, locale: string, data: Record<string, unknown>): string {
    const items = (data.items as { title: string; author: string; excerpt: string }[]) ?? [];
    const rows = items.map((i) => `<li><b>${i.author}</b> · ${i.title}<br>${i.excerpt}</li>`).join('');
    return `<h2>${this.t(locale, `${template}.heading`)}</h2><ul>${rows}</ul>` +
      `<p><a href="${data.unsubscribeUrl}">${this.t(locale, `${template}.unsubscribe`)}</a></p>`;
  }
}
