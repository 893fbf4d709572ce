import Config

config :manjian, ecto_repos: [Manjian.Repo]

config :logger, :console,
  format: "$time $metadata[$level] $message\n",
  metadata: [:request_id]
