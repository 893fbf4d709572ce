defmodule Murmur.Notifications.Email do
  import Swoosh.Email

  @from {"Murmur", "no-reply@murmur.chat"}

  def mention(user, message) do
    new()
    |> to({user.name, user.email})
    |> from(@from)
    |> subject("You were mentioned in a conversation")
    |> text_body("""
    Hi #{user.name},

    you were mentioned:

    #{message.body}

    Reply: https://murmur.chat/c/#{message.conversation_id}##{message.id}
    """)
  end
end
