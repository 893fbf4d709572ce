defmodule ErpSync.MixProject do
  use Mix.Project

  def project do
    [
      app: :erp_sync,
      version: "0.6.1",
      elixir: "~> 1.17",
      start_permanent: Mix.env() == :prod,
      deps: deps()
    ]
  end

  def application do
    [mod: {ErpSync.Application, []}, extra_applications: [:logger]]
  end

  defp deps do
    [
      {:ecto_sql, "~> 3.12"},
      {:postgrex, "~> 0.19"},
      {:oban, "~> 2.18"},
      {:req, "~> 0.5"},
      {:decimal, "~> 2.1"}
    ]
  end
end
