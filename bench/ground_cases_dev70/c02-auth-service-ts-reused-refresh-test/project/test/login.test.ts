import request from 'supertest';
import { app } from '../src/app';
import { refreshStore } from '../src/auth/refreshStore';

const creds = { email: 'owner@shop-a.cn', password: 'owner-pass-1' };

describe('login', () => {
  afterEach(() => refreshStore.clear());

  it('returns a token pair', async () => {
    const res = await request(app).post('/auth/login').send(creds);
    expect(res.status).toBe(200);
    expect(res.body.accessToken).toBeTruthy();
    expect(res.body.refreshToken).toBeTruthy();
  });

  it('rejects a wrong password', async () => {
    const res = await request(app).post('/auth/login').send({ ...creds, password: 'x' });
    expect(res.status).toBe(401);
  });

  it('access token works on /me', async () => {
    const login = await request(app).post('/auth/login').send(creds);
    const me = await request(app).get('/me').set('Authorization', `Bearer ${login.body.accessToken}`);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('owner@shop-a.cn');
  });
});
