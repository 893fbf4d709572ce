import Fastify from 'fastify';
import { openRepository } from './posts/repository.js';
import { tagCloud } from './posts/tags.js';

const app = Fastify({ logger: true });
const repo = openRepository();

app.get('/api/posts/:id', async (req, reply) => {
  const post = repo.byId(Number(req.params.id));
  if (!post) return reply.code(404).send({ error: 'not found' });
  return post;
});

app.get('/api/tags', async () => tagCloud(repo.all()));

app.listen({ port: Number(process.env.PORT || 4000), host: '0.0.0.0' });
