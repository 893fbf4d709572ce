defmodule Kaoqin.MixProject do
  use Mix.Project

  def project do
    [
      app: :kaoqin,
      version: "0.6.2",
      elixir: "~> 1.16",
      start_permanent: Mix.env() == :prod,
      deps: deps()
    ]
  end

  def application do
    [mod: {Kaoqin.Application, []}, extra_applications: [:logger]]
  end

  defp deps do
    [
      {:oban, "~> 2.18"},
      {:ecto_sql, "~> 3.12"},
      {:postgrex, ">= 0.0.0"},
      {:req, "~> 0.5"},
      {:jason, "~> 1.4"}
    ]
  end
end
