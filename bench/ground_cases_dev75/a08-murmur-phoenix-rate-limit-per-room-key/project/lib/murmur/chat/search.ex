defmodule Murmur.Chat.Search do
  @moduledoc "Full-text search over the messages of the conversations a user belongs to."

  import Ecto.Query
  alias Murmur.Repo
  alias Murmur.Chat.Message

  @max_results 50

  def messages(user_id, query) when is_binary(query) do
    term = String.trim(query)

    if String.length(term) < 2 do
      []
    else
      from(m in Message,
        join: p in "participants",
        on: p.conversation_id == m.conversation_id and p.user_id == ^user_id,
        where: is_nil(m.deleted_at),
        where: fragment("to_tsvector('simple', ?) @@ plainto_tsquery('simple', ?)", m.body, ^term),
        order_by: [desc: m.inserted_at],
        limit: @max_results
      )
      |> Repo.all()
    end
  end
end
