import { extensionOf, safeBaseName } from './filename.util';

describe('safeBaseName', () => {
  it('drops directories', () => {
    expect(safeBaseName('C:\\fakepath\\a.pdf')).toBe('a.pdf');
  });
  it('falls back for empty names', () => {
    expect(safeBaseName('  ')).toBe('file');
  });
});

describe('extensionOf', () => {
  it('lower-cases', () => {
    expect(extensionOf('SCAN.PDF')).toBe('.pdf');
  });
});
