import Config

config :quanta, ecto_repos: [Quanta.Repo]

config :quanta, Oban,
  repo: Quanta.Repo,
  queues: [default: 10, billing: 5],
  plugins: [
    {Oban.Plugins.Cron,
     crontab: [
       {"15 * * * *", Quanta.Workers.TrialExpiryWorker},
       {"5 0 1 * *", Quanta.Workers.UsageResetWorker}
     ]}
  ]

import_config "#{config_env()}.exs"
