import express from 'express';
import cors from 'cors';

import { newKey, presignDownload, presignUpload, publicUrl, remove } from './storage.js';

const app = express();
app.use(express.json());
app.use(cors({ origin: process.env.WEB_ORIGIN || 'http://localhost:5173', credentials: true }));

app.post('/uploads', async (req, res) => {
  const { filename, contentType } = req.body;
  if (!filename || !contentType) return res.status(400).json({ error: 'filename and contentType required' });
  const key = newKey(req.header('x-user-id') || 'anon', filename);
  const url = await presignUpload(key, contentType);
  res.json({ key, url, publicUrl: publicUrl(key) });
});

app.get('/uploads/:key(*)', async (req, res) => {
  res.redirect(await presignDownload(req.params.key));
});

app.delete('/uploads/:key(*)', async (req, res) => {
  await remove(req.params.key);
  res.status(204).end();
});

app.get('/healthz', (_req, res) => res.send('ok'));

const port = Number(process.env.PORT || 8080);
app.listen(port, () => {
  console.log(`photo-share-api listening on ${port}`);
});
