import { formatSlot, isPast, parseSlot } from '../utils/date';

export function renderSlots(container, slots, onSelect) {
  container.innerHTML = '';
  const list = document.createElement('ul');
  list.className = 'slots';
  slots.forEach((slot) => {
    const start = parseSlot(slot.date, slot.time);
    const li = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = formatSlot(start);
    button.disabled = slot.full || isPast(start);
    button.addEventListener('click', () => onSelect(slot));
    li.appendChild(button);
    list.appendChild(li);
  });
  container.appendChild(list);
}
