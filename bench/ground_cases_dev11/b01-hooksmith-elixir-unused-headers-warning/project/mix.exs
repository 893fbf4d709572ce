defmodule Hooksmith.MixProject do
  use Mix.Project

  def project do
    [
      app: :hooksmith,
      version: "0.4.2",
      elixir: "~> 1.16",
      start_permanent: Mix.env() == :prod,
      deps: deps()
    ]
  end

  def application do
    [
      extra_applications: [:logger, :crypto],
      mod: {Hooksmith.Application, []}
    ]
  end

  defp deps do
    [
      {:req, "~> 0.4"},
      {:jason, "~> 1.4"},
      {:plug_crypto, "~> 2.0"},
      {:bypass, "~> 2.1", only: :test}
    ]
  end
end
