defmodule PayhookWeb.Endpoint do
  use Phoenix.Endpoint, otp_app: :payhook

  plug Plug.RequestId
  plug Plug.Telemetry, event_prefix: [:phoenix, :endpoint]

  plug Plug.Parsers,
    parsers: [:json],
    pass: ["application/json"],
    body_reader: {PayhookWeb.CacheBodyReader, :read_body, []},
    json_decoder: Jason

  plug PayhookWeb.Router
end
