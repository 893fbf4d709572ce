import { el, clear } from '../utils/dom.js';

export function renderResults(container, results, activeIndex = -1) {
  clear(container);
  if (results.length === 0) {
    container.append(el('p', { class: 'kb-empty' }, '没有找到相关文章'));
    return;
  }
  const list = el('ul', { class: 'kb-results' });
  results.forEach((r, i) => {
    const item = el('li', { class: i === activeIndex ? 'active' : '' }, el('a', { href: r.url }, r.title));
    list.append(item);
  });
  container.append(list);
}
