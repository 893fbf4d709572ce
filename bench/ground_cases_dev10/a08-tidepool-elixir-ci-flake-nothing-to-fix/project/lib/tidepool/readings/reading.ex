defmodule Tidepool.Readings.Reading do
  @moduledoc "One water-level measurement from a tide station."
  use Ecto.Schema
  import Ecto.Changeset

  @primary_key {:id, :binary_id, autogenerate: true}
  schema "readings" do
    field :station, :string
    field :measured_at, :utc_datetime
    field :level_cm, :integer
    field :water_temp_c, :decimal
    field :quality, Ecto.Enum, values: [:raw, :checked, :suspect], default: :raw

    timestamps(type: :utc_datetime, updated_at: false)
  end

  @required [:station, :measured_at, :level_cm]

  def changeset(reading, attrs) do
    reading
    |> cast(attrs, @required ++ [:water_temp_c, :quality])
    |> validate_required(@required)
    |> validate_format(:station, ~r/^[A-Z]{3,6}\d{0,2}$/)
    |> validate_number(:level_cm, greater_than: -1000, less_than: 2000)
    |> unique_constraint([:station, :measured_at])
  end
end
