import Config

config :clipbox, Clipbox.Repo,
  username: "postgres",
  password: "postgres",
  hostname: "localhost",
  database: "clipbox_dev"

config :clipbox, :media_root, Path.expand("../priv/media", __DIR__)
