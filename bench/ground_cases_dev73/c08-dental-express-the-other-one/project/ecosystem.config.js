module.exports = {
  apps: [
    {
      name: 'dental-reminders',
      script: 'src/server.js',
      exec_mode: 'cluster',
      instances: 2,
      env: {
        NODE_ENV: 'production',
        PORT: 3100,
      },
    },
  ],
};
