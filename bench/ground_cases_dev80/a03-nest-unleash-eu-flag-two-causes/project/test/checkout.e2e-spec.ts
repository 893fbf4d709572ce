import { Test } from '@nestjs/testing';
import { INestApplication } from '@nestjs/common';
import * as request from 'supertest';
import { AppModule } from '../src/app.module';
import { FlagsService } from '../src/flags/flags.service';

describe('POST /checkout', () => {
  let app: INestApplication;
  const flags = { isEnabled: jest.fn() };

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
      .overrideProvider(FlagsService)
      .useValue(flags)
      .compile();
    app = moduleRef.createNestApplication();
    app.use((req, _res, next) => {
      req.user = { id: 'u1', plan: 'pro', country: 'DE' };
      next();
    });
    await app.init();
  });

  afterAll(() => app.close());

  it('uses the legacy flow when the flag is off', async () => {
    flags.isEnabled.mockReturnValue(false);
    const res = await request(app.getHttpServer()).post('/checkout').send({ cartId: 'c1', currency: 'EUR' });
    expect(res.body.flow).toBe('legacy');
  });

  it('uses v2 when the flag is on', async () => {
    flags.isEnabled.mockReturnValue(true);
    const res = await request(app.getHttpServer()).post('/checkout').send({ cartId: 'c1', currency: 'EUR' });
    expect(res.body.flow).toBe('v2');
  });
});
