import Config

if config_env() == :prod do
  config :kura, Kura.Repo,
    url: System.fetch_env!("DATABASE_URL"),
    pool_size: String.to_integer(System.get_env("POOL_SIZE", "10"))

  config :stripity_stripe,
    api_key: System.fetch_env!("STRIPE_SECRET_KEY")

  config :kura, :stripe_webhook_secret, System.fetch_env!("STRIPE_WEBHOOK_SECRET")

  config :kura, Oban,
    repo: Kura.Repo,
    queues: [default: 10, mailers: 5],
    plugins: [
      {Oban.Plugins.Cron,
       timezone: "Asia/Tokyo",
       crontab: [
         {"5 0 1 * *", Kura.Workers.UsageResetWorker},
         {"0 9 * * *", Kura.Workers.TrialEndingWorker}
       ]}
    ]
end
