module.exports = {
  apps: [
    {
      name: "shopfront",
      script: "src/server.js",
      instances: 4,
      exec_mode: "cluster",
      env: { NODE_ENV: "production", PORT: 3000 },
    },
  ],
};
