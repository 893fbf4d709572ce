class RoomChannel < ApplicationCable::Channel
  HISTORY_SIZE = 50

  def subscribed
    @room = Room.find_by(id: params[:room_id])
    return reject unless @room&.member?(current_user)

    stream_for @room
  end

  def unsubscribed
    stop_all_streams
  end

  # The client asks for the latest messages right after it (re)connects.
  def history(data)
    messages = @room.messages.includes(:user).before(data["before_id"]).order(id: :desc).limit(HISTORY_SIZE)
    messages.reverse_each { |message| transmit(message.as_broadcast("create")) }
  end

  def speak(data)
    body = data["body"].to_s.strip
    return if body.empty?

    @room.messages.create!(user: current_user, body: body)
  end

  def typing(_data)
    RoomChannel.broadcast_to(@room, { action: "typing", user_id: current_user.id, name: current_user.display_name })
  end

  def mark_read(data)
    membership = @room.memberships.find_by(user: current_user)
    membership&.update!(last_read_message_id: data["message_id"])
  end
end
