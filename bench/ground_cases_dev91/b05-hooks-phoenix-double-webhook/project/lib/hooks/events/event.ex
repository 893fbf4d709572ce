defmodule Hooks.Events.Event do
  @moduledoc "An event an account publishes to its webhook endpoints."
  use Ecto.Schema
  import Ecto.Changeset

  @statuses ~w(draft published)

  schema "events" do
    field :account_id, :integer
    field :event_type, :string
    field :payload, :map
    field :status, :string, default: "draft"

    timestamps(type: :utc_datetime)
  end

  def changeset(event, attrs) do
    event
    |> cast(attrs, [:account_id, :event_type, :payload, :status])
    |> validate_required([:account_id, :event_type, :payload])
    |> validate_inclusion(:status, @statuses)
    |> validate_format(:event_type, ~r/^[a-z_]+\.[a-z_]+$/)
  end
end
