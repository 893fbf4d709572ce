import { Component, inject } from '@angular/core';
import { NgFor, NgIf } from '@angular/common';
import {
  AbstractControl,
  FormBuilder,
  ReactiveFormsModule,
  ValidationErrors,
  ValidatorFn,
  Validators,
} from '@angular/forms';
import { kanaValidator, phoneValidator, zipValidator } from '../shared/validators';
import { normalizeHyphen, toFullWidthKana, toHalfWidth } from '../shared/normalize';
import { MESSAGES, MessageKey } from '../i18n/messages.ja';

/** メールアドレスと確認用メールアドレスの一致チェック（フォームグループに付ける）。 */
export const emailMatchValidator: ValidatorFn = (group: AbstractControl): ValidationErrors | null => {
  const email = group.get('email');
  const confirm = group.get('emailConfirm');
  if (!email || !confirm || !confirm.value) {
    return null;
  }
  return email === confirm.value ? null : { emailMismatch: true };
};

@Component({
  selector: 'app-signup',
  standalone: true,
  imports: [ReactiveFormsModule, NgIf, NgFor],
  templateUrl: './signup.component.html',
})
export class SignupComponent {
  private fb = inject(FormBuilder);

  form = this.fb.nonNullable.group(
    {
      email: ['', [Validators.required, Validators.email]],
      emailConfirm: ['', [Validators.required]],
      name: ['', [Validators.required]],
      kana: ['', [Validators.required, kanaValidator]],
      zip: ['', [Validators.required, zipValidator]],
      address: ['', [Validators.required]],
      phone: ['', [Validators.required, phoneValidator]],
      password: ['', [Validators.required, Validators.minLength(8)]],
    },
    { validators: emailMatchValidator },
  );

  /** 郵便番号は入力欄を離れたときに整形する。 */
  onZipBlur(): void {
    const zip = this.form.controls.zip;
    let value = normalizeHyphen(toHalfWidth(zip.value.trim()));
    if (/^\d{7}$/.test(value)) {
      value = `${value.slice(0, 3)}-${value.slice(3)}`;
    }
    zip.setValue(value);
  }

  /** 半角カナで入力されたフリガナを全角にする。 */
  onKanaBlur(): void {
    const kana = this.form.controls.kana;
    kana.setValue(toFullWidthKana(kana.value.trim()));
  }

  errorsOf(name: keyof typeof this.form.controls): string[] {
    const control = this.form.controls[name];
    if (!control.touched || !control.errors) {
      return [];
    }
    return Object.keys(control.errors).map((key) => MESSAGES[key as MessageKey] ?? key);
  }

  get emailMismatch(): boolean {
    return this.form.hasError('emailMismatch') && this.form.controls.emailConfirm.touched;
  }

  submit(): void {
    this.form.markAllAsTouched();
    if (this.form.invalid) {
      return;
    }
    console.log('signup', this.form.getRawValue());
  }
}
