const fs = require('node:fs');

// recipients.csv: email,name,joined  (exported from the sign-up form)
function loadRecipients(file = 'data/recipients.csv') {
  const lines = fs.readFileSync(file, 'utf8').split(/\r?\n/).slice(1);
  const unsubscribed = loadUnsubscribed();
  const seen = new Set();
  const out = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    const [email, name] = line.split(',').map((s) => s.trim());
    const key = email.toLowerCase();
    if (seen.has(key) || unsubscribed.has(key)) continue;
    seen.add(key);
    out.push({ email, name: name || '邻居' });
  }
  return out;
}

function loadUnsubscribed(file = 'data/unsubscribed.txt') {
  if (!fs.existsSync(file)) return new Set();
  return new Set(
    fs.readFileSync(file, 'utf8').split(/\r?\n/).map((s) => s.trim().toLowerCase()).filter(Boolean),
  );
}

function addUnsubscribed(email, file = 'data/unsubscribed.txt') {
  fs.appendFileSync(file, `${email.toLowerCase()}\n`);
}

module.exports = { loadRecipients, loadUnsubscribed, addUnsubscribed };
