import Config

config :hooksmith,
  max_attempts: 5,
  endpoints: [
    %{
      id: "billing",
      url: "http://localhost:4001/hooks",
      secret: "dev-secret",
      events: ["invoice.paid", "invoice.refunded"]
    },
    %{id: "audit", url: "http://localhost:4002/events", events: ["*"], timeout_ms: 10_000}
  ]

config :logger, :console, format: "$time [$level] $message\n"
