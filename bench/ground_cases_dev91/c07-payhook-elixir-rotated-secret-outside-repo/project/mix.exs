defmodule Payhook.MixProject do
  use Mix.Project

  def project do
    [
      app: :payhook,
      version: "0.4.2",
      elixir: "~> 1.16",
      start_permanent: Mix.env() == :prod,
      deps: deps()
    ]
  end

  def application do
    [mod: {Payhook.Application, []}, extra_applications: [:logger, :crypto]]
  end

  defp deps do
    [
      {:phoenix, "~> 1.7.14"},
      {:jason, "~> 1.4"},
      {:bandit, "~> 1.5"},
      {:oban, "~> 2.18"}
    ]
  end
end
