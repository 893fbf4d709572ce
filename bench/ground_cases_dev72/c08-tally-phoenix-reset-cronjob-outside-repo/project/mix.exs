defmodule Tally.MixProject do
  use Mix.Project

  def project do
    [
      app: :tally,
      version: "1.6.0",
      elixir: "~> 1.17",
      start_permanent: Mix.env() == :prod,
      deps: deps(),
      releases: [tally: [include_executables_for: [:unix]]]
    ]
  end

  def application do
    [mod: {Tally.Application, []}, extra_applications: [:logger, :runtime_tools]]
  end

  defp deps do
    [
      {:phoenix, "~> 1.7.14"},
      {:ecto_sql, "~> 3.12"},
      {:postgrex, ">= 0.0.0"},
      {:oban, "~> 2.18"},
      {:jason, "~> 1.4"},
      {:tzdata, "~> 1.1"},
      {:bandit, "~> 1.5"}
    ]
  end
end
