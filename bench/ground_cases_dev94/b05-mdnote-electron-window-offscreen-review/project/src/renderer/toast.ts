/**
 * A small toast in the bottom-right corner. One at a time: a new message
 * replaces the one on screen and restarts its timer.
 */
let element: HTMLDivElement | null = null;
let timer: number | undefined;

function ensureElement(): HTMLDivElement {
  if (element) return element;
  element = document.createElement('div');
  element.className = 'toast';
  element.setAttribute('role', 'status');
  element.setAttribute('aria-live', 'polite');
  document.body.appendChild(element);
  return element;
}

export function showToast(message: string, durationMs = 2000): void {
  const el = ensureElement();
  el.textContent = message;
  el.classList.add('visible');
  window.clearTimeout(timer);
  timer = window.setTimeout(() => {
    el.classList.remove('visible');
  }, durationMs);
}

export function hideToast(): void {
  window.clearTimeout(timer);
  element?.classList.remove('visible');
}
