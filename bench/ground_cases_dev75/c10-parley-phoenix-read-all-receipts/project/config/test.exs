import Config

config :parley, Parley.Repo,
  username: "postgres",
  password: "postgres",
  hostname: "localhost",
  database: "parley_test#{System.get_env("MIX_TEST_PARTITION")}",
  pool: Ecto.Adapters.SQL.Sandbox,
  pool_size: System.schedulers_online() * 2

config :parley, ParleyWeb.Endpoint,
  http: [ip: {127, 0, 0, 1}, port: 4002],
  server: false

config :logger, level: :warning
