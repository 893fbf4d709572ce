defmodule Tidepool.Repo do
  use Ecto.Repo,
    otp_app: :tidepool,
    adapter: Ecto.Adapters.Postgres
end
