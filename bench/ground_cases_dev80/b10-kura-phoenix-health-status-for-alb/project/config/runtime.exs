import Config

if config_env() == :prod do
  database_url =
    System.get_env("DATABASE_URL") ||
      raise "environment variable DATABASE_URL is missing."

  config :kura, Kura.Repo,
    url: database_url,
    pool_size: String.to_integer(System.get_env("POOL_SIZE", "10")),
    queue_target: String.to_integer(System.get_env("DB_QUEUE_TARGET_MS", "50"))

  secret_key_base =
    System.get_env("SECRET_KEY_BASE") ||
      raise "environment variable SECRET_KEY_BASE is missing."

  config :kura, KuraWeb.Endpoint,
    url: [host: System.get_env("PHX_HOST", "kura.example.jp"), port: 443, scheme: "https"],
    http: [ip: {0, 0, 0, 0}, port: String.to_integer(System.get_env("PORT", "4000"))],
    secret_key_base: secret_key_base

  config :logger, level: String.to_existing_atom(System.get_env("LOG_LEVEL", "info"))
end
