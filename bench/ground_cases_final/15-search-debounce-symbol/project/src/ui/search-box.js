import { debounce } from '../utils/timing.js';
import { searchArticles } from '../api/search.js';
import { renderResults } from './results.js';

export function mountSearchBox(root, client) {
  const input = root.querySelector('input[type=search]');
  const output = root.querySelector('.kb-output');
  let latest = 0;

  const run = debounce(async (value) => {
    const ticket = ++latest;
    const { results } = await searchArticles(client, value);
    if (ticket === latest) renderResults(output, results);
  }, 300);

  input.addEventListener('input', (e) => run(e.target.value));
  return () => input.removeEventListener('input', run);
}
