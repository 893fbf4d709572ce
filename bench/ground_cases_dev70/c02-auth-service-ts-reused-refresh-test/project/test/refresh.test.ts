import request from 'supertest';
import { app } from '../src/app';
import { refreshStore } from '../src/auth/refreshStore';

const creds = { email: 'staff@shop-a.cn', password: 'staff-pass-1' };

async function login() {
  const res = await request(app).post('/auth/login').send(creds);
  return res.body as { accessToken: string; refreshToken: string };
}

describe('refresh', () => {
  afterEach(() => refreshStore.clear());

  it('issues a new access token', async () => {
    const { refreshToken } = await login();
    const res = await request(app).post('/auth/refresh').send({ refreshToken });
    expect(res.status).toBe(200);
    expect(res.body.accessToken).toBeTruthy();
  });

  it('rotates the refresh token and retires the old one', async () => {
    const { refreshToken } = await login();
    const res = await request(app).post('/auth/refresh').send({ refreshToken });
    expect(res.status).toBe(200);
    expect(res.body.refreshToken).not.toBe(refreshToken);
    const again = await request(app).post('/auth/refresh').send({ refreshToken: res.body.refreshToken });
    expect(again.status).toBe(200);
  });

  it('rejects reused refresh token', async () => {
    const { refreshToken: first } = await login();
    const rotated = await request(app).post('/auth/refresh').send({ refreshToken: first });
    expect(rotated.status).toBe(200);
    // 旧 token 被第二次使用（模拟被盗）
    const reuse = await request(app).post('/auth/refresh').send({ refreshToken: first });
    expect(reuse.status).toBe(401);
    expect(reuse.body.error).toBe('refresh token reused');
    // 整个 family 都要作废：合法用户手里轮换出来的新 token 也不能再用
    const next = await request(app).post('/auth/refresh').send({ refreshToken: rotated.body.refreshToken });
    expect(next.status).toBe(401);
  });

  it('rejects after logout', async () => {
    const { refreshToken } = await login();
    await request(app).post('/auth/logout').send({ refreshToken });
    const res = await request(app).post('/auth/refresh').send({ refreshToken });
    expect(res.status).toBe(401);
  });
});
