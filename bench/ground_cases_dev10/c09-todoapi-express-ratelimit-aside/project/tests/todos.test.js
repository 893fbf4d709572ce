process.env.DB_FILE = ':memory:';

const request = require('supertest');
const app = require('../src/app');

let token;

beforeAll(async () => {
  const res = await request(app).post('/api/auth/register').send({ username: 'tester', password: 'password123' });
  token = res.body.token;
});

const auth = (req) => req.set('Authorization', `Bearer ${token}`);

test('create and list todos', async () => {
  await auth(request(app).post('/api/todos')).send({ title: '买牛奶' }).expect(201);
  const res = await auth(request(app).get('/api/todos')).expect(200);
  expect(res.body.map((t) => t.title)).toContain('买牛奶');
});

test('mark todo as done', async () => {
  const created = await auth(request(app).post('/api/todos')).send({ title: '写周报' });
  const res = await auth(request(app).patch(`/api/todos/${created.body.id}`)).send({ done: true }).expect(200);
  expect(res.body.done).toBe(true);
});

test('filter by done', async () => {
  const created = await auth(request(app).post('/api/todos')).send({ title: '交水费' });
  await auth(request(app).patch(`/api/todos/${created.body.id}`)).send({ done: true });
  const open = await auth(request(app).get('/api/todos?done=false')).expect(200);
  expect(open.body.every((t) => t.done === false)).toBe(true);
  const closed = await auth(request(app).get('/api/todos?done=true')).expect(200);
  expect(closed.body.map((t) => t.title)).toContain('交水费');
  await auth(request(app).get('/api/todos?done=yes')).expect(400);
});

test('requires token', async () => {
  await request(app).get('/api/todos').expect(401);
});
