import Fastify from 'fastify';
import { extractInvoice } from './extract/run.js';
import { ExtractionError } from './extract/parse.js';

const app = Fastify({ logger: true });

app.post<{ Body: { ocr: string; company?: string } }>('/extract', async (req, reply) => {
  try {
    return await extractInvoice(req.body.ocr, req.body.company ?? '');
  } catch (e) {
    if (e instanceof ExtractionError) {
      req.log.warn({ raw: e.raw.slice(0, 500) }, e.message);
      return reply.code(422).send({ error: e.message });
    }
    throw e;
  }
});

app.listen({ port: Number(process.env.PORT ?? 3100), host: '0.0.0.0' });
