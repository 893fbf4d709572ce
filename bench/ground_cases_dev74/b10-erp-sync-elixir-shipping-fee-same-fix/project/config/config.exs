import Config

config :erp_sync, ecto_repos: [ErpSync.Repo]

config :erp_sync, ErpSync.Repo,
  url: System.get_env("DATABASE_URL", "ecto://postgres:postgres@localhost/erp_sync_dev")

config :erp_sync, ErpSync.ErpClient,
  base_url: System.get_env("ERP_BASE_URL", "https://erp.example.internal/api"),
  api_key: System.get_env("ERP_API_KEY")

config :erp_sync, Oban,
  repo: ErpSync.Repo,
  queues: [erp: 2],
  plugins: [
    {Oban.Plugins.Pruner, max_age: 7 * 24 * 3600},
    {Oban.Plugins.Cron,
     timezone: "Asia/Tokyo",
     crontab: [
       {"30 1 * * *", ErpSync.Workers.OrderSyncWorker},
       {"45 1 * * *", ErpSync.Workers.ShipmentSyncWorker}
     ]}
  ]

import_config "#{config_env()}.exs"
