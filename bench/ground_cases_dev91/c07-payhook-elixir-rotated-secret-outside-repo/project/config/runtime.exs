import Config

if config_env() == :prod do
  config :payhook, :webhook_secret, System.fetch_env!("WEBHOOK_SECRET")

  config :payhook, PayhookWeb.Endpoint,
    http: [port: String.to_integer(System.get_env("PORT") || "4000")],
    secret_key_base: System.fetch_env!("SECRET_KEY_BASE"),
    server: true
end
