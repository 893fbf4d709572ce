export const environment = {
  production: false,
  apiBase: '/api/v1',
};
