export { validateEmail } from './email.js';
export { validatePassword, validateConfirmation, MIN_LENGTH, MAX_LENGTH } from './password.js';
