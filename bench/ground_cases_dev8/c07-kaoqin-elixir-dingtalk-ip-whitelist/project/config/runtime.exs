import Config

if config_env() == :prod do
  config :kaoqin, Kaoqin.Repo,
    url: System.fetch_env!("DATABASE_URL"),
    pool_size: 5

  config :kaoqin, Kaoqin.DingTalk,
    app_key: System.fetch_env!("DINGTALK_APP_KEY"),
    app_secret: System.fetch_env!("DINGTALK_APP_SECRET")
end
