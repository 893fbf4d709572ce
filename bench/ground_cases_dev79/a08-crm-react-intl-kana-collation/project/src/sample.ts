import { Customer } from './utils/sortCustomers';

export const sampleCustomers: Customer[] = [
  { id: 'c1', name: '渡辺商事', nameKana: 'わたなべしょうじ', region: 'kanto' },
  { id: 'c2', name: '青木建設', nameKana: 'あおきけんせつ', region: 'kanto' },
  { id: 'c3', name: 'いろは食品', nameKana: 'いろはしょくひん', region: 'kanto' },
  { id: 'c4', name: 'Acme Japan', nameKana: 'あくめじゃぱん', region: 'kanto' },
];
