defmodule Till.Stores.Store do
  use Ecto.Schema
  import Ecto.Changeset

  schema "stores" do
    field :name, :string
    field :code, :string
    # IANA zone, e.g. "Australia/Sydney"
    field :timezone, :string, default: "Etc/UTC"
    has_many :sales, Till.Sales.Sale
    timestamps()
  end

  def changeset(store, attrs) do
    store
    |> cast(attrs, [:name, :code, :timezone])
    |> validate_required([:name, :code, :timezone])
    |> validate_change(:timezone, fn :timezone, tz ->
      case DateTime.now(tz) do
        {:ok, _} -> []
        {:error, _} -> [timezone: "is not a known time zone"]
      end
    end)
    |> unique_constraint(:code)
  end
end
