defmodule Tally.Usage.Counter do
  use Ecto.Schema
  import Ecto.Changeset

  @primary_key {:workspace_id, :binary_id, autogenerate: false}
  schema "usage_counters" do
    field :period, :date
    field :api_calls, :integer, default: 0
    field :plan_code, :string
    timestamps(type: :utc_datetime)
  end

  def changeset(counter, attrs) do
    counter
    |> cast(attrs, [:period, :api_calls, :plan_code])
    |> validate_required([:period, :plan_code])
    |> validate_number(:api_calls, greater_than_or_equal_to: 0)
  end
end
