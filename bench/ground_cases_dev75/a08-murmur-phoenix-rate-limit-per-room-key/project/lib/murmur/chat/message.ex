defmodule Murmur.Chat.Message do
  use Ecto.Schema
  import Ecto.Changeset

  schema "messages" do
    field :body, :string
    field :conversation_id, :id
    field :author_id, :id
    field :deleted_at, :utc_datetime

    timestamps(type: :utc_datetime)
  end

  def changeset(message, attrs) do
    message
    |> cast(attrs, [:body])
    |> validate_required([:body])
    |> validate_length(:body, max: 4000)
  end
end
