import Config

config :pantry, Pantry.Repo,
  username: "postgres",
  password: "postgres",
  hostname: "localhost",
  database: "pantry_dev",
  pool_size: 10

config :pantry, PantryWeb.Endpoint,
  http: [ip: {127, 0, 0, 1}, port: 4000],
  debug_errors: true,
  secret_key_base: "dev-only-secret-key-base-0123456789abcdef0123456789abcdef0123456789"
