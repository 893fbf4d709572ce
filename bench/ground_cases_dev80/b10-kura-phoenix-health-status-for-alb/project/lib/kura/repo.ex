defmodule Kura.Repo do
  use Ecto.Repo,
    otp_app: :kura,
    adapter: Ecto.Adapters.Postgres
end
