defmodule Hooks.Endpoints do
  @moduledoc "Subscriber endpoints and request signing."
  import Ecto.Query

  alias Hooks.Endpoints.Endpoint
  alias Hooks.Repo

  def active_for(account_id, event_type) do
    Endpoint
    |> where([e], e.account_id == ^account_id and e.active)
    |> where([e], ^event_type in e.event_types or e.event_types == ^[])
    |> Repo.all()
  end

  def sign(%Endpoint{secret: secret}, event) do
    body = Jason.encode!(%{id: event.id, type: event.event_type})
    :crypto.mac(:hmac, :sha256, secret, body) |> Base.encode16(case: :lower)
  end
end
