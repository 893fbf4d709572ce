// Character sheet: live ability modifiers as the player types.
const ABILITIES = ['STR', 'DEX', 'CON', 'INT', 'WIS', 'CHA'];

export function abilityMod(score) {
  return Math.round((score - 10) / 2);
}

export function formatMod(score) {
  const mod = abilityMod(score);
  return mod >= 0 ? `+${mod}` : `${mod}`;
}

function render(form) {
  for (const ability of ABILITIES) {
    const input = form.querySelector(`input[name="${ability}"]`);
    const out = form.querySelector(`[data-mod="${ability}"]`);
    const score = Number(input.value);
    out.textContent = Number.isFinite(score) && input.value !== '' ? formatMod(score) : '—';
  }
}

export function initSheet(form) {
  form.addEventListener('input', () => render(form));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const scores = Object.fromEntries(ABILITIES.map((a) => [a, Number(form.elements[a].value)]));
    const name = form.elements.name.value || 'noname';
    const res = await fetch(`/api/sheets/${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ player: form.elements.player.value, level: form.elements.level.value, scores }),
    });
    const data = await res.json();
    form.querySelector('.summary').textContent = data.summary;
  });
  render(form);
}
