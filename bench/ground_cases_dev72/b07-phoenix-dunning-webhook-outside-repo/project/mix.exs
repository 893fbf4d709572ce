defmodule Kura.MixProject do
  use Mix.Project

  def project do
    [
      app: :kura,
      version: "0.21.3",
      elixir: "~> 1.17",
      start_permanent: Mix.env() == :prod,
      deps: deps()
    ]
  end

  def application do
    [mod: {Kura.Application, []}, extra_applications: [:logger]]
  end

  defp deps do
    [
      {:phoenix, "~> 1.7.14"},
      {:ecto_sql, "~> 3.12"},
      {:postgrex, ">= 0.0.0"},
      {:oban, "~> 2.18"},
      {:stripity_stripe, "~> 3.2"},
      {:swoosh, "~> 1.17"}
    ]
  end
end
