import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { readFileSync } from 'fs';
import { Context, Unleash, initialize } from 'unleash-client';

@Injectable()
export class FlagsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(FlagsService.name);
  private client?: Unleash;
  private ready = false;

  constructor(private readonly config: ConfigService) {}

  onModuleInit() {
    const cfg = this.config.get('unleash');
    this.client = initialize({
      url: cfg.url,
      appName: cfg.appName,
      refreshInterval: cfg.refreshInterval,
      customHeaders: { Authorization: cfg.apiToken },
      bootstrap: { data: JSON.parse(readFileSync(cfg.bootstrapFile, 'utf8')) },
    });
    this.client.on('synchronized', () => {
      this.ready = true;
      this.logger.log('unleash synchronized');
    });
    const quiet = this.config.get('env') === 'development';
    this.client.on('warn', (msg) =>
      quiet ? this.logger.debug(`unleash: ${msg}`) : this.logger.warn(`unleash: ${msg}`),
    );
    this.client.on('error', (err) => this.logger.error(`unleash: ${err.message}`));
  }

  isEnabled(name: string, context: Context, fallback = false): boolean {
    if (!this.client || !this.ready) {
      return fallback;
    }
    return this.client.isEnabled(name, context, fallback);
  }

  onModuleDestroy() {
    this.client?.destroy();
  }
}
