import Config

config :tidepool, Tidepool.Repo,
  username: "postgres",
  password: "postgres",
  hostname: "localhost",
  database: "tidepool_dev",
  pool_size: 10

config :tidepool, TidepoolWeb.Endpoint,
  http: [ip: {127, 0, 0, 1}, port: 4000],
  check_origin: false,
  code_reloader: true,
  debug_errors: true,
  secret_key_base: "dev-only-8d0c3a5b1f2e4c6d9a7b0e1f2c3d4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f",
  watchers: []

config :ueberauth, Ueberauth.Strategy.Google.OAuth,
  client_id: System.get_env("GOOGLE_CLIENT_ID"),
  client_secret: System.get_env("GOOGLE_CLIENT_SECRET")

config :phoenix, :plug_init_mode, :runtime
