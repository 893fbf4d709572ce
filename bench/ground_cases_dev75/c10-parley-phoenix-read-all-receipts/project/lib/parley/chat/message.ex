defmodule Parley.Chat.Message do
  use Ecto.Schema
  import Ecto.Changeset

  schema "messages" do
    field :body, :string
    belongs_to :channel, Parley.Chat.Channel
    belongs_to :sender, Parley.Accounts.User
    has_many :receipts, Parley.Chat.Receipt

    timestamps(type: :utc_datetime_usec)
  end

  def changeset(message, attrs) do
    message
    |> cast(attrs, [:body, :channel_id, :sender_id])
    |> validate_required([:body, :channel_id, :sender_id])
    |> validate_length(:body, max: 4000)
  end
end
