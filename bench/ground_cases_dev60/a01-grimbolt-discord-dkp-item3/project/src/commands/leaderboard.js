const db = require('../db');

const MEDALS = [':first_place:', ':second_place:', ':third_place:'];

function rank(members) {
  return [...members].sort((a, b) => Number(b.points) - Number(a.points));
}

function formatRow(member, index) {
  const badge = MEDALS[index] || `\`${String(index + 1).padStart(2, ' ')}.\``;
  return `${badge} **${member.name}** ${member.points} DKP`;
}

async function run(message, args) {
  const limit = Math.min(Number(args[0]) || 10, 25);
  const data = db.load();
  const rows = rank(db.allMembers(data)).slice(0, limit).map(formatRow);
  if (rows.length === 0) {
    await message.reply('Nobody has any DKP yet. Go kill something.');
    return;
  }
  await message.channel.send({
    embeds: [
      {
        title: 'Ironhold DKP leaderboard',
        description: rows.join('\n'),
        color: 0xc27c0e,
        footer: { text: `top ${rows.length} of ${db.allMembers(data).length}` },
      },
    ],
  });
}

module.exports = { run, rank, formatRow };
