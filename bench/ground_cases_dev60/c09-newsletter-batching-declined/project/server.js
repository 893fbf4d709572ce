require('dotenv').config();
const express = require('express');
const { emailFromToken } = require('./src/unsubscribe');
const { addUnsubscribed } = require('./src/recipients');

const app = express();

// /unsub: links in issues sent before 2025-11 still point here
app.get(['/unsubscribe', '/unsub'], (req, res) => {
  const email = emailFromToken(req.query.t);
  if (!email) {
    res.status(400).send('链接无效或已过期，请直接回复邮件告诉我们。');
    return;
  }
  addUnsubscribed(email);
  res.send(`已退订：${email}。以后不会再收到紫藤里邻里通讯，祝一切都好！`);
});

// Gmail/Apple Mail one-click unsubscribe (RFC 8058) posts to the same URL.
app.post('/unsubscribe', express.urlencoded({ extended: false }), (req, res) => {
  const email = emailFromToken(req.query.t);
  if (!email) {
    res.status(400).end();
    return;
  }
  addUnsubscribed(email);
  res.status(200).end();
});

app.get('/healthz', (req, res) => res.send('ok'));

const port = Number(process.env.PORT || 3000);
app.listen(port, () => console.log(`unsubscribe server on :${port}`));
