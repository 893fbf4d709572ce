defmodule Yado.MixProject do
  use Mix.Project

  def project do
    [
      app: :yado,
      version: "0.7.2",
      elixir: "~> 1.17",
      start_permanent: Mix.env() == :prod,
      deps: deps()
    ]
  end

  def application do
    [mod: {Yado.Application, []}, extra_applications: [:logger]]
  end

  defp deps do
    [
      {:phoenix, "~> 1.7.14"},
      {:ecto_sql, "~> 3.12"},
      {:postgrex, ">= 0.0.0"},
      {:oban, "~> 2.18"},
      {:nimble_csv, "~> 1.2"},
      {:tz, "~> 0.28"}
    ]
  end
end
