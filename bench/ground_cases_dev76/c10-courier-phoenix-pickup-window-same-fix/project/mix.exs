defmodule Courier.MixProject do
  use Mix.Project

  def project do
    [
      app: :courier,
      version: "0.4.2",
      elixir: "~> 1.16",
      start_permanent: Mix.env() == :prod,
      deps: deps()
    ]
  end

  def application do
    [mod: {Courier.Application, []}, extra_applications: [:logger]]
  end

  defp deps do
    [
      {:phoenix, "~> 1.7.14"},
      {:jason, "~> 1.4"},
      {:bandit, "~> 1.5"},
      {:tzdata, "~> 1.1"}
    ]
  end
end
