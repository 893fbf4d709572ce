defmodule Murmur.Chat do
  @moduledoc "Conversations and messages."

  import Ecto.Query
  alias Murmur.Repo
  alias Murmur.Chat.{Message, RateLimit}

  def post_message(user, conversation, attrs) do
    with :ok <- RateLimit.check(user, conversation) do
      %Message{conversation_id: conversation.id, author_id: user.id}
      |> Message.changeset(attrs)
      |> Repo.insert()
      |> tap(fn
        {:ok, message} -> Murmur.Notifications.message_posted(message)
        _ -> :ok
      end)
    end
  end

  def delete_message(%Message{} = message) do
    message
    |> Ecto.Changeset.change(deleted_at: DateTime.utc_now() |> DateTime.truncate(:second))
    |> Repo.update()
  end

  def recent(conversation_id, limit \\ 50) do
    Message
    |> where([m], m.conversation_id == ^conversation_id and is_nil(m.deleted_at))
    |> order_by([m], desc: m.inserted_at)
    |> limit(^limit)
    |> Repo.all()
  end
end
