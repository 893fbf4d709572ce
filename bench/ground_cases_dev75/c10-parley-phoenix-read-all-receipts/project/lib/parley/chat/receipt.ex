defmodule Parley.Chat.Receipt do
  @moduledoc "One row per (message, recipient); read_at is nil until that recipient has seen it."
  use Ecto.Schema

  @primary_key false
  schema "message_receipts" do
    belongs_to :message, Parley.Chat.Message, primary_key: true
    belongs_to :user, Parley.Accounts.User, primary_key: true
    field :read_at, :utc_datetime_usec
  end
end
