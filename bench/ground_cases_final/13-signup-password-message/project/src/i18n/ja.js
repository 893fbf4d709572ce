export default {
  'email.required': 'メールアドレスを入力してください。',
  'email.invalid': 'メールアドレスの形式が正しくありません。',
  'email.taken': 'このメールアドレスはすでに登録されています。',
  'password.required': 'パスワードを入力してください。',
  'password.tooShort': 'パスワードは8文字以上にしてください。',
  'password.tooLong': 'パスワードは128文字以内にしてください。',
  'password.containsEmail': 'パスワードにメールアドレスの名前を含めないでください。',
  'password.common': 'よく使われるパスワードです。別のものを選んでください。',
  'password.mismatch': 'パスワードが一致しません。',
  'name.required': 'お名前を入力してください。',
};
