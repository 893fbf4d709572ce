import Config

config :yado, ecto_repos: [Yado.Repo]

config :elixir, :time_zone_database, Tz.TimeZoneDatabase

config :yado, Oban,
  repo: Yado.Repo,
  queues: [default: 10, mailers: 5],
  plugins: [
    {Oban.Plugins.Cron,
     timezone: "Asia/Tokyo",
     crontab: [
       {"0 9 * * *", Yado.Workers.CheckinReminderWorker},
       {"30 2 * * *", Yado.Workers.ExpireHoldsWorker}
     ]}
  ]

config :yado, :tax_rate, Decimal.new("0.10")

import_config "#{config_env()}.exs"
