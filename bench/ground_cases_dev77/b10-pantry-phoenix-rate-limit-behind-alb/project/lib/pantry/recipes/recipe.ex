defmodule Pantry.Recipes.Recipe do
  use Ecto.Schema

  schema "recipes" do
    field :title, :string
    field :ingredients_text, :string
    field :minutes, :integer
    field :favorites_count, :integer, default: 0

    timestamps()
  end
end
