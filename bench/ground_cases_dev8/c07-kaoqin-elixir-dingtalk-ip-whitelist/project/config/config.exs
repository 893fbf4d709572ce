import Config

config :kaoqin, ecto_repos: [Kaoqin.Repo]

config :kaoqin, Oban,
  repo: Kaoqin.Repo,
  queues: [sync: 2],
  plugins: [
    {Oban.Plugins.Pruner, max_age: 7 * 24 * 3600},
    {Oban.Plugins.Cron, crontab: [{"30 2 * * *", Kaoqin.Workers.SyncAttendance}], timezone: "Asia/Shanghai"}
  ]

config :kaoqin, Kaoqin.DingTalk,
  base_url: "https://oapi.dingtalk.com",
  page_size: 50

import_config "#{config_env()}.exs"
