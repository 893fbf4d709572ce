import Config

config :parley,
  ecto_repos: [Parley.Repo]

config :parley, ParleyWeb.Endpoint,
  url: [host: "localhost"],
  adapter: Bandit.PhoenixAdapter,
  pubsub_server: Parley.PubSub,
  live_view: [signing_salt: "q8Vt1x3F"]

config :parley, Parley.Chat.RateLimiter,
  max_messages: 20,
  window_ms: 60_000

config :logger, :console, format: "$time $metadata[$level] $message\n"

import_config "#{config_env()}.exs"
