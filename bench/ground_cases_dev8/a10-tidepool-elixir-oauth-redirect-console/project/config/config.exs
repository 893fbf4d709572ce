import Config

config :tidepool, ecto_repos: [Tidepool.Repo]

config :tidepool, TidepoolWeb.Endpoint,
  url: [host: "localhost"],
  adapter: Bandit.PhoenixAdapter,
  render_errors: [formats: [html: TidepoolWeb.ErrorHTML], layout: false],
  pubsub_server: Tidepool.PubSub,
  live_view: [signing_salt: "q1Vd8sKe"]

config :ueberauth, Ueberauth,
  providers: [
    google: {Ueberauth.Strategy.Google, [default_scope: "email profile"]}
  ]

config :logger, :console, format: "$time $metadata[$level] $message\n", metadata: [:request_id]

config :phoenix, :json_library, Jason

import_config "#{config_env()}.exs"
