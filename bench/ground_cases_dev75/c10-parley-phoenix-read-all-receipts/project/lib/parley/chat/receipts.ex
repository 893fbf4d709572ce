defmodule Parley.Chat.Receipts do
  @moduledoc "Read receipts and unread counters."
  import Ecto.Query

  alias Parley.Chat.{Message, Receipt}
  alias Parley.Repo

  @doc "Creates an unread receipt for every channel member except the sender."
  def create_for(%Message{} = message, member_ids) do
    now = DateTime.utc_now()

    rows =
      for uid <- member_ids, uid != message.sender_id do
        %{message_id: message.id, user_id: uid, read_at: nil}
      end

    Repo.insert_all(Receipt, rows, on_conflict: :nothing)
    Enum.each(member_ids, &broadcast_unread/1)
    {:ok, now}
  end

  @doc "Marks one message as read by `user_id` (the message scrolled into view)."
  def mark_read(user_id, message_id) do
    now = DateTime.utc_now()

    {count, _} =
      from(r in Receipt,
        where: r.message_id == ^message_id and r.user_id == ^user_id and is_nil(r.read_at)
      )
      |> Repo.update_all(set: [read_at: now])

    if count > 0, do: broadcast_unread(user_id)
    {:ok, count}
  end

  @doc "Marks everything in a channel as read by `user_id` (the channel was opened)."
  def mark_all_read(user_id, channel_id) do
    now = DateTime.utc_now()
    message_ids = from(m in Message, where: m.channel_id == ^channel_id, select: m.id)

    {count, _} =
      from(r in Receipt, where: r.message_id in subquery(message_ids) and is_nil(r.read_at))
      |> Repo.update_all(set: [read_at: now])

    if count > 0, do: broadcast_unread(user_id)
    {:ok, count}
  end

  @doc "Who has read a message, for the little avatars under it."
  def readers(message_id) do
    from(r in Receipt, where: r.message_id == ^message_id and not is_nil(r.read_at), select: r.user_id)
    |> Repo.all()
  end

  def unread_counts(user_id) do
    from(r in Receipt,
      join: m in assoc(r, :message),
      where: r.user_id == ^user_id and is_nil(r.read_at),
      group_by: m.channel_id,
      select: {m.channel_id, count(r.message_id)}
    )
    |> Repo.all()
    |> Map.new()
  end

  defp broadcast_unread(user_id) do
    Phoenix.PubSub.broadcast(Parley.PubSub, "unread:#{user_id}", {:unread_changed, unread_counts(user_id)})
  end
end
