import { AbstractControl, ValidationErrors, ValidatorFn } from '@angular/forms';

const ZIP = /^\d{3}-\d{4}$/;
const PHONE = /^0\d{1,4}-?\d{1,4}-?\d{4}$/;
const KANA = /^[ァ-ヶー　]+$/;

function pattern(re: RegExp, key: string): ValidatorFn {
  return (control: AbstractControl): ValidationErrors | null => {
    const value: string = control.value ?? '';
    if (value === '') {
      return null; // 必須は Validators.required で見る
    }
    return re.test(value) ? null : { [key]: true };
  };
}

export const zipValidator = pattern(ZIP, 'zip');
export const phoneValidator = pattern(PHONE, 'phone');
export const kanaValidator = pattern(KANA, 'kana');
