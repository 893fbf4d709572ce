defmodule Murmur.Notifications do
  @moduledoc "Fans a new message out to mentions e-mail and the room channel."

  alias Murmur.Notifications.Email

  @mention ~r/(?:^|\s)@([a-z0-9_]{2,30})/

  def message_posted(message) do
    MurmurWeb.Endpoint.broadcast("room:#{message.conversation_id}", "new_message", %{
      id: message.id,
      author_id: message.author_id,
      body: message.body
    })

    for [_, handle] <- Regex.scan(@mention, message.body),
        user = Murmur.Accounts.get_by_handle(handle),
        user && user.id != message.author_id do
      user |> Email.mention(message) |> Murmur.Mailer.deliver()
    end

    :ok
  end
end
