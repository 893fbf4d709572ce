import Config

config :hooks, ecto_repos: [Hooks.Repo]

config :hooks, Oban,
  repo: Hooks.Repo,
  queues: [webhooks: 20, default: 5],
  plugins: [{Oban.Plugins.Pruner, max_age: 60 * 60 * 24 * 7}]

config :hooks, HooksWeb.Endpoint,
  url: [host: "localhost"],
  adapter: Bandit.PhoenixAdapter,
  render_errors: [formats: [json: HooksWeb.ErrorJSON], layout: false]

config :logger, :console, format: "$time $metadata[$level] $message\n", metadata: [:request_id, :event_id]

import_config "#{config_env()}.exs"
