import { Module } from '@nestjs/common';
import { AcceptLanguageResolver, I18nModule, QueryResolver } from 'nestjs-i18n';
import * as path from 'path';

import { NotificationsModule } from './notifications/notifications.module';

@Module({
  imports: [
    I18nModule.forRoot({
      fallbackLanguage: 'en',
      fallbacks: { 'es-*': 'es', 'pt-*': 'pt-BR' },
      loaderOptions: { path: path.join(__dirname, 'i18n'), watch: false },
      resolvers: [{ use: QueryResolver, options: ['lang'] }, AcceptLanguageResolver],
    }),
    NotificationsModule,
  ],
})
export class AppModule {}
