import Config

config :murmur, ecto_repos: [Murmur.Repo]

config :murmur, MurmurWeb.Endpoint,
  url: [host: "localhost"],
  pubsub_server: Murmur.PubSub

config :hammer,
  backend: {Hammer.Backend.ETS, [expiry_ms: 60_000 * 60, cleanup_interval_ms: 60_000 * 10]}

config :murmur, Murmur.Mailer, adapter: Swoosh.Adapters.Local

import_config "#{config_env()}.exs"
