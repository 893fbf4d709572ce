import { attackRoll, describe } from './attack.js';
import { roll, rollStats } from './dice.js';
import { renderSheet } from './sheet.js';

const bex = { name: 'Bex Thornwhistle', level: 3, cls: 'Rogue', scores: { str: 8, dex: 17, con: 13, int: 12, wis: 10, cha: 15 } };

const $ = (id) => document.getElementById(id);

function flash(kind) {
  const el = $('result');
  el.classList.remove('crit', 'fumble');
  if (kind) {
    el.classList.add(kind);
    el.dataset.banner = kind === 'crit' ? 'CRIT!' : 'FUMBLE';
  } else {
    delete el.dataset.banner;
  }
}

$('roll').addEventListener('click', () => {
  const text = $('expr').value;
  try {
    if (/^\s*1?d20\s*[+-]/i.test(text)) {
      const bonus = Number(text.replace(/^.*d20/i, '').replace(/\s+/g, ''));
      const r = attackRoll(bonus);
      $('result').textContent = describe(r);
      flash(r.crit ? 'crit' : r.fumble ? 'fumble' : null);
    } else {
      $('result').textContent = describe(roll(text));
      flash(null);
    }
  } catch (err) {
    $('result').textContent = err.message;
  }
});

for (const [id, mode] of [['adv', 'advantage'], ['dis', 'disadvantage']]) {
  $(id).addEventListener('click', () => {
    const bonus = Number($('expr').value.replace(/^.*d20/i, '').replace(/\s+/g, '')) || 0;
    const r = attackRoll(bonus, Math.random, mode);
    $('result').textContent = `${mode}: ${describe(r)}`;
    flash(r.crit ? 'crit' : r.fumble ? 'fumble' : null);
  });
}

$('stats').addEventListener('click', () => {
  $('result').textContent = rollStats().join(' / ');
  flash(null);
});

$('sheet').innerHTML = renderSheet(bex);
