import { initSheet } from './sheet.js';

const log = document.querySelector('#log');
const input = document.querySelector('#notation');

function stamp() {
  return new Date().toLocaleTimeString('ja-JP', { hour: '2-digit', minute: '2-digit' });
}

function show(result) {
  const li = document.createElement('li');
  li.dataset.time = stamp();
  if (result.error) {
    li.className = 'error';
    li.textContent = result.error;
  } else {
    const dropped = result.dice.length !== result.kept.length ? ` → [${result.kept.join(', ')}]` : '';
    const mod = result.modifier ? ` ${result.modifier > 0 ? '+' : ''}${result.modifier}` : '';
    li.textContent = `${li.dataset.time} ${result.notation}: [${result.dice.join(', ')}]${dropped}${mod} = ${result.total}`;
  }
  log.prepend(li);
}

async function rollDice(notation) {
  const res = await fetch('/api/roll', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ notation }),
  });
  show(await res.json());
}

document.querySelector('#roll-form').addEventListener('submit', (event) => {
  event.preventDefault();
  rollDice(input.value);
});

for (const button of document.querySelectorAll('[data-roll]')) {
  button.addEventListener('click', () => rollDice(button.dataset.roll));
}

initSheet(document.querySelector('#sheet'));
