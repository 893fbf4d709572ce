import Config

config :clipbox, Oban,
  repo: Clipbox.Repo,
  queues: [default: 10, media: 2],
  plugins: [{Oban.Plugins.Pruner, max_age: 7 * 24 * 60 * 60}]

config :clipbox, :media,
  work_dir: "/tmp/clipbox",
  ffmpeg: "ffmpeg"

import_config "#{config_env()}.exs"
