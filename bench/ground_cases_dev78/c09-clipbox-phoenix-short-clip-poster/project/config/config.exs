import Config

config :clipbox, Oban,
  repo: Clipbox.Repo,
  queues: [transcode: 1, thumbnails: 4, default: 10]

config :clipbox, :media_root, "/var/lib/clipbox/media"

import_config "#{config_env()}.exs"
