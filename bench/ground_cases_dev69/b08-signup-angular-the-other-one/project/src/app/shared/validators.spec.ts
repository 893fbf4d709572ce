import { FormControl } from '@angular/forms';
import { kanaValidator, phoneValidator, zipValidator } from './validators';

describe('validators', () => {
  it('zip accepts 123-4567', () => {
    expect(zipValidator(new FormControl('150-0001'))).toBeNull();
  });

  it('zip rejects 6 digits', () => {
    expect(zipValidator(new FormControl('150-001'))).toEqual({ zip: true });
  });

  it('phone accepts with and without hyphens', () => {
    expect(phoneValidator(new FormControl('090-1234-5678'))).toBeNull();
    expect(phoneValidator(new FormControl('09012345678'))).toBeNull();
  });

  it('kana rejects hiragana', () => {
    expect(kanaValidator(new FormControl('やまだ'))).toEqual({ kana: true });
  });
});
