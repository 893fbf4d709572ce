import Config

config :tally, Tally.Repo,
  database: "tally_test",
  pool: Ecto.Adapters.SQL.Sandbox

config :tally, Oban, testing: :manual
