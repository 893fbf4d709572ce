import Config

config :kura,
  ecto_repos: [Kura.Repo],
  generators: [timestamp_type: :utc_datetime]

config :kura, KuraWeb.Endpoint,
  url: [host: "localhost"],
  adapter: Bandit.PhoenixAdapter,
  render_errors: [formats: [json: KuraWeb.ErrorJSON], layout: false],
  pubsub_server: Kura.PubSub

config :kura, Oban,
  repo: Kura.Repo,
  queues: [default: 10, mailers: 5, exports: 2],
  plugins: [{Oban.Plugins.Pruner, max_age: 60 * 60 * 24 * 7}]

config :logger, :console,
  format: "$time $metadata[$level] $message\n",
  metadata: [:request_id, :user_id]

config :phoenix, :json_library, Jason

import_config "#{config_env()}.exs"
