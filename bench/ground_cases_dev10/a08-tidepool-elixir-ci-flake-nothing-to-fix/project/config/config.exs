import Config

config :tidepool, ecto_repos: [Tidepool.Repo]

config :tidepool, Tidepool.Ingest,
  batch_size: 500,
  max_gap_minutes: 30

config :logger, :console,
  format: "$time $metadata[$level] $message\n",
  metadata: [:station, :request_id]

import_config "#{config_env()}.exs"
