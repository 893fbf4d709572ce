import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../src/prompts/template.js';

describe('renderTemplate', () => {
  it('fills known variables', () => {
    expect(renderTemplate('hi {{ name }}', { name: '李雷' })).toBe('hi 李雷');
  });

  it('leaves unknown variables untouched', () => {
    expect(renderTemplate('{{ocr}} / {{missing}}', { ocr: 'x' })).toBe('x / {{missing}}');
  });
});
