import express from 'express';
import pino from 'pino';
import { config } from './config.js';
import { REFUSAL, checkInput } from './guardrails.js';
import { fitHistory } from './history.js';
import { complete } from './llm.js';

const log = pino();
const app = express();
app.use(express.json({ limit: '256kb' }));

const SYSTEM = '你是一名耐心的中学数学辅导老师。先引导学生思考，不要直接给出完整答案。';

app.post('/tutor/ask', async (req, res) => {
  const { history = [], question } = req.body;
  if (!question) return res.status(400).json({ error: 'question required' });
  try {
    const messages = fitHistory(SYSTEM, history, question, config.historyBudget);
    const [verdict, out] = await Promise.all([checkInput(question), complete(messages)]);
    if (!verdict.allowed) {
      log.warn({ categories: verdict.categories }, 'blocked by moderation');
      return res.json({ answer: REFUSAL, blocked: true });
    }
    log.info({ finish: out.finishReason, usage: out.usage }, 'tutor answer');
    res.json({ answer: out.text });
  } catch (err) {
    log.error({ err }, 'tutor failed');
    res.status(502).json({ error: 'upstream error' });
  }
});

app.listen(config.port, () => log.info(`tutor-api on :${config.port}`));
