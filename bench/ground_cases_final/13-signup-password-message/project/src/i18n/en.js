export default {
  'email.required': 'Please enter your email address.',
  'email.invalid': 'That doesn’t look like an email address.',
  'email.taken': 'An account with this email already exists.',
  'password.required': 'Please choose a password.',
  'password.tooShort': 'Password must be at least 8 characters.',
  'password.tooLong': 'Password must be at most 128 characters.',
  'password.containsEmail': 'Password must not contain your email name.',
  'password.common': 'This password is too common. Please choose another.',
  'password.mismatch': 'Passwords don’t match.',
  'name.required': 'Please enter your name.',
};
