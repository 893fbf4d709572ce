import Config

config :tally, ecto_repos: [Tally.Repo]

# plan limits and monthly periods follow the customer's billing day in this zone
config :tally, :billing_tz, "Asia/Shanghai"

config :elixir, :time_zone_database, Tzdata.TimeZoneDatabase

config :tally, Oban,
  repo: Tally.Repo,
  queues: [default: 10, usage: 2, mailers: 5],
  plugins: [
    {Oban.Plugins.Pruner, max_age: 60 * 60 * 24 * 7},
    Oban.Plugins.Lifeline
  ]

config :tally, TallyWeb.Endpoint,
  url: [host: "localhost"],
  render_errors: [formats: [json: TallyWeb.ErrorJSON]]

config :logger, :console, format: "$time $metadata[$level] $message\n"

import_config "#{config_env()}.exs"
