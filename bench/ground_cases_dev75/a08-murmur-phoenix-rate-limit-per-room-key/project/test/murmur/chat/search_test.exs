defmodule Murmur.Chat.SearchTest do
  use Murmur.DataCase, async: true

  alias Murmur.Chat.Search
  import Murmur.Fixtures

  test "finds messages in the user's conversations" do
    %{user: user, conversation: conv} = participant_fixture()
    message_fixture(conv, user, "the deploy is at noon")
    assert [%{body: "the deploy is at noon"}] = Search.messages(user.id, "deploy")
  end

  test "skips deleted messages" do
    %{user: user, conversation: conv} = participant_fixture()
    message = message_fixture(conv, user, "secret plans for friday")
    {:ok, _} = Murmur.Chat.delete_message(message)
    assert [] = Search.messages(user.id, "friday")
  end

  test "ignores very short queries" do
    %{user: user} = participant_fixture()
    assert [] = Search.messages(user.id, "a")
  end
end
