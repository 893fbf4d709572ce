import Config

config :till, ecto_repos: [Till.Repo]

config :elixir, :time_zone_database, Tz.TimeZoneDatabase

config :till, Till.Repo,
  migration_timestamps: [type: :naive_datetime_usec]

import_config "#{config_env()}.exs"
