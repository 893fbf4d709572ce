import { describe, expect, it } from 'vitest';

import { plainExcerpt, renderComment } from './markdown';

describe('renderComment', () => {
  it('escapes raw html', () => {
    expect(renderComment('<img src=x onerror=alert(1)>')).not.toContain('onerror');
  });

  it('keeps single line breaks', () => {
    expect(renderComment('一行目\n二行目')).toContain('<br>');
  });

  it('opens links in a new tab', () => {
    const html = renderComment('[仕様書](https://example.jp/spec)');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });

  it('highlights mentions but not mail addresses', () => {
    const html = renderComment('@taro と hanako@example.jp');
    expect(html).toContain('data-user="taro"');
    expect(html).not.toContain('data-user="example"');
  });
});

describe('plainExcerpt', () => {
  it('strips markdown and cuts', () => {
    expect(plainExcerpt('**太字** と `code`', 80)).toBe('太字 と code');
  });
});
