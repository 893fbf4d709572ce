defmodule Tidepool.MixProject do
  use Mix.Project

  def project do
    [
      app: :tidepool,
      version: "0.7.0",
      elixir: "~> 1.16",
      start_permanent: Mix.env() == :prod,
      aliases: aliases(),
      deps: deps()
    ]
  end

  def application do
    [mod: {Tidepool.Application, []}, extra_applications: [:logger, :runtime_tools]]
  end

  defp deps do
    [
      {:phoenix, "~> 1.7.12"},
      {:phoenix_ecto, "~> 4.5"},
      {:ecto_sql, "~> 3.11"},
      {:postgrex, ">= 0.0.0"},
      {:phoenix_html, "~> 4.1"},
      {:phoenix_live_view, "~> 0.20.14"},
      {:ueberauth, "~> 0.10"},
      {:ueberauth_google, "~> 0.12"},
      {:jason, "~> 1.4"},
      {:bandit, "~> 1.5"}
    ]
  end

  defp aliases do
    [setup: ["deps.get", "ecto.setup"], "ecto.setup": ["ecto.create", "ecto.migrate", "run priv/repo/seeds.exs"]]
  end
end
