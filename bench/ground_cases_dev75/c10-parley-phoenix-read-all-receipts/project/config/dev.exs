import Config

config :parley, Parley.Repo,
  username: "postgres",
  password: "postgres",
  hostname: "localhost",
  database: "parley_dev",
  pool_size: 10

config :parley, ParleyWeb.Endpoint,
  http: [ip: {127, 0, 0, 1}, port: 4000],
  check_origin: false,
  debug_errors: true,
  secret_key_base: "dev-only-secret-key-base-change-me-dev-only-secret-key-base-000"
