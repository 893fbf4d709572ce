defmodule Parley.Chat.ReceiptsTest do
  use Parley.DataCase, async: true

  import Parley.Fixtures
  alias Parley.Chat.Receipts

  setup do
    [alice, bob, carol] = for name <- ~w(alice bob carol), do: user_fixture(name: name)
    channel = channel_fixture(members: [alice, bob, carol])
    %{alice: alice, bob: bob, carol: carol, channel: channel}
  end

  test "a new message is unread for everyone but the sender", %{alice: a, bob: b, carol: c, channel: ch} do
    message_fixture(channel: ch, sender: a)
    assert Receipts.unread_counts(a.id) == %{}
    assert Receipts.unread_counts(b.id) == %{ch.id => 1}
    assert Receipts.unread_counts(c.id) == %{ch.id => 1}
  end

  test "mark_read only marks the reader's own receipt", %{alice: a, bob: b, carol: c, channel: ch} do
    m = message_fixture(channel: ch, sender: a)
    assert {:ok, 1} = Receipts.mark_read(b.id, m.id)
    assert Receipts.readers(m.id) == [b.id]
    assert Receipts.unread_counts(c.id) == %{ch.id => 1}
  end

  test "readers lists who has read", %{alice: a, bob: b, carol: c, channel: ch} do
    m = message_fixture(channel: ch, sender: a)
    assert Receipts.readers(m.id) == []
    Repo.update_all(Parley.Chat.Receipt, set: [read_at: DateTime.utc_now()])
    assert Enum.sort(Receipts.readers(m.id)) == Enum.sort([b.id, c.id])
  end
end
