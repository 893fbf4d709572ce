defmodule Clipbox.MixProject do
  use Mix.Project

  def project do
    [
      app: :clipbox,
      version: "0.7.1",
      elixir: "~> 1.16",
      start_permanent: Mix.env() == :prod,
      deps: deps()
    ]
  end

  def application do
    [mod: {Clipbox.Application, []}, extra_applications: [:logger]]
  end

  defp deps do
    [
      {:phoenix, "~> 1.7.14"},
      {:ecto_sql, "~> 3.12"},
      {:postgrex, ">= 0.0.0"},
      {:oban, "~> 2.18"},
      {:jason, "~> 1.4"}
    ]
  end
end
