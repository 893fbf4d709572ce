defmodule Clipbox.MixProject do
  use Mix.Project

  def project do
    [
      app: :clipbox,
      version: "0.3.0",
      elixir: "~> 1.16",
      start_permanent: Mix.env() == :prod,
      deps: deps()
    ]
  end

  def application do
    [mod: {Clipbox.Application, []}, extra_applications: [:logger, :runtime_tools]]
  end

  defp deps do
    [
      {:phoenix, "~> 1.7.14"},
      {:phoenix_live_view, "~> 0.20.17"},
      {:ecto_sql, "~> 3.12"},
      {:postgrex, ">= 0.0.0"},
      {:oban, "~> 2.18"},
      {:ex_aws_s3, "~> 2.5"},
      {:jason, "~> 1.4"}
    ]
  end
end
