import Config

if System.get_env("PHX_SERVER") do
  config :tidepool, TidepoolWeb.Endpoint, server: true
end

if config_env() == :prod do
  database_url = System.get_env("DATABASE_URL") || raise "environment variable DATABASE_URL is missing"
  host = System.get_env("PHX_HOST") || "tidepool.fly.dev"
  port = String.to_integer(System.get_env("PORT") || "4000")

  config :tidepool, Tidepool.Repo,
    url: database_url,
    pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10"),
    socket_options: [:inet6]

  config :tidepool, TidepoolWeb.Endpoint,
    url: [host: host, port: 443, scheme: "https"],
    http: [ip: {0, 0, 0, 0, 0, 0, 0, 0}, port: port],
    secret_key_base: System.fetch_env!("SECRET_KEY_BASE")

  config :ueberauth, Ueberauth.Strategy.Google.OAuth,
    client_id: System.fetch_env!("GOOGLE_CLIENT_ID"),
    client_secret: System.fetch_env!("GOOGLE_CLIENT_SECRET")
end
