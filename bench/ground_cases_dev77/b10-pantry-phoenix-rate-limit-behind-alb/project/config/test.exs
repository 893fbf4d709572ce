import Config

config :pantry, Pantry.Repo,
  username: "postgres",
  password: "postgres",
  hostname: "localhost",
  database: "pantry_test#{System.get_env("MIX_TEST_PARTITION")}",
  pool: Ecto.Adapters.SQL.Sandbox

config :pantry, PantryWeb.Endpoint, server: false

config :logger, level: :warning
