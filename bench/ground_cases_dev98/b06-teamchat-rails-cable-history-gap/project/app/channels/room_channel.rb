class RoomChannel < ApplicationCable::Channel
  # The browser subscribes with { channel: "RoomChannel", room_id: 42 }.
  def subscribed
    room = current_user.rooms.find_by(id: params[:room_id])
    return reject unless room

    @room = room
    stream_for room
  end

  def unsubscribed
    stop_all_streams
  end

  # Called by the client while the user types; not stored.
  def typing
    return unless @room

    RoomChannel.broadcast_to(@room, { type: "typing", user: { id: current_user.id, name: current_user.display_name } })
  end

  # The client tells us the newest message the user has seen.
  def read(data)
    return unless @room

    message_id = data["message_id"].to_i
    membership = current_user.memberships.find_by(room: @room)
    return unless membership
    return if membership.last_read_message_id.to_i >= message_id

    membership.update!(last_read_message_id: message_id)
  end
end
