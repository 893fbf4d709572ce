import { describe, expect, it } from 'vitest';

import { sortCustomers } from './sortCustomers';

describe('sortCustomers', () => {
  it('sorts latin names', () => {
    const out = sortCustomers([
      { id: '1', name: 'Zeta GmbH', region: 'EU' },
      { id: '2', name: 'Acme', region: 'US' },
    ]);
    expect(out.map((c) => c.id)).toEqual(['2', '1']);
  });

  it('sorts Japanese names by kana reading', () => {
    const out = sortCustomers([
      { id: 'w', name: '渡辺商事', nameKana: 'わたなべしょうじ', region: 'kanto' },
      { id: 'a', name: '青木建設', nameKana: 'あおきけんせつ', region: 'kanto' },
      { id: 'i', name: 'いろは食品', nameKana: 'いろはしょくひん', region: 'kanto' },
    ]);
    expect(out.map((c) => c.id)).toEqual(['a', 'i', 'w']);
  });
});
