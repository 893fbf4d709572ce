import Config

config :paddle, ecto_repos: [Paddle.Repo]

config :paddle, Oban,
  repo: Paddle.Repo,
  queues: [default: 10, mailers: 5],
  plugins: [
    {Oban.Plugins.Cron,
     crontab: [
       {"*/5 * * * *", Paddle.Workers.ReleaseHolds},
       {"0 7 * * *", Paddle.Workers.DailyRoster}
     ]}
  ]

config :paddle, :rental,
  hold_minutes: 15,
  timezone: "Europe/Berlin"

config :elixir, :time_zone_database, Tz.TimeZoneDatabase

import_config "#{config_env()}.exs"
