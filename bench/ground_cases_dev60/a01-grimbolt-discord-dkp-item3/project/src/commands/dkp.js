const config = require('../../config.json');
const db = require('../db');

function isOfficer(message) {
  return message.member?.roles.cache.has(config.officerRoleId);
}

async function show(message, name) {
  const data = db.load();
  const entry = db.member(data, name || message.author.username);
  const last = entry.history.slice(-3).map((h) => `${h.amount > 0 ? '+' : ''}${h.amount} (${h.reason})`);
  await message.reply(`${entry.name}: **${entry.points} DKP**${last.length ? `\nlast: ${last.join(', ')}` : ''}`);
}

async function add(message, args) {
  if (!isOfficer(message)) {
    await message.reply('Only officers can hand out DKP.');
    return;
  }
  const [name, rawAmount, ...reasonWords] = args;
  const amount = parseInt(rawAmount, 10);
  const reason = reasonWords.join(' ') || 'no reason given';
  const data = db.load();
  const entry = db.member(data, name);
  entry.points += amount;
  entry.history.push({ amount, reason, by: message.author.username, at: new Date().toISOString() });
  db.save(data);
  await message.reply(`${entry.name} now has **${entry.points} DKP** (${amount} for ${reason}).`);
}

async function run(message, args) {
  const sub = (args.shift() || 'show').toLowerCase();
  if (sub === 'add') return add(message, args);
  if (sub === 'show') return show(message, args[0]);
  await message.reply('Usage: `!dkp show [name]` or `!dkp add <name> <amount> [reason]`');
}

module.exports = { run };
