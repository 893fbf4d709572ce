import Config

config :elixir, :time_zone_database, Tzdata.TimeZoneDatabase

config :courier, CourierWeb.Endpoint,
  url: [host: "localhost"],
  render_errors: [formats: [json: CourierWeb.ErrorJSON]]

import_config "#{config_env()}.exs"
