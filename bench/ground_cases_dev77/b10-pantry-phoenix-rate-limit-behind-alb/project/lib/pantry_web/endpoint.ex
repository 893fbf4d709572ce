defmodule PantryWeb.Endpoint do
  use Phoenix.Endpoint, otp_app: :pantry

  plug Plug.RequestId
  plug Plug.Telemetry, event_prefix: [:phoenix, :endpoint]

  plug Plug.Parsers,
    parsers: [:urlencoded, :json],
    pass: ["*/*"],
    json_decoder: Phoenix.json_library()

  plug PantryWeb.Router
end
