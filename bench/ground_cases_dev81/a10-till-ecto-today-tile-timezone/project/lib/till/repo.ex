defmodule Till.Repo do
  use Ecto.Repo, otp_app: :till, adapter: Ecto.Adapters.Postgres
end
