import Config

config :kura, Kura.Repo,
  username: "postgres",
  password: "postgres",
  hostname: "localhost",
  database: "kura_dev",
  pool_size: 10

config :kura, KuraWeb.Endpoint,
  http: [ip: {127, 0, 0, 1}, port: 4000],
  debug_errors: true,
  secret_key_base: "dev-only-secret-key-base-dev-only-secret-key-base-dev-only-0000"

config :logger, level: :debug
