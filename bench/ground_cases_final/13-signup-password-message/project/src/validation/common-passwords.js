// Top entries of the breached-password list we check against (lowercased).
export const COMMON = new Set([
  'password', 'password1', '12345678', '123456789', 'qwertyuiop', 'iloveyou',
  'sunshine1', 'football', 'baseball', 'letmein1', 'trustno1', 'welcome1',
]);
