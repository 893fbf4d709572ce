import Config

config :pantry, ecto_repos: [Pantry.Repo]

config :pantry, PantryWeb.Endpoint,
  url: [host: "localhost"],
  adapter: Bandit.PhoenixAdapter,
  render_errors: [formats: [json: PantryWeb.ErrorJSON]]

config :pantry, Pantry.SearchCache, ttl_ms: :timer.minutes(5)

config :pantry, PantryWeb.Plugs.RateLimit, limit: 30, window_ms: 10_000

config :logger, :console, format: "$time $metadata[$level] $message\n"

import_config "#{config_env()}.exs"
