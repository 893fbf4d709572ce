require "test_helper"

class RoomChannelTest < ActionCable::Channel::TestCase
  setup do
    stub_connection current_user: users(:ana)
  end

  test "subscribes to a room the user belongs to" do
    subscribe room_id: rooms(:general).id
    assert subscription.confirmed?
    assert_has_stream_for rooms(:general)
  end

  test "rejects a room the user is not in" do
    subscribe room_id: rooms(:secret).id
    assert subscription.rejected?
  end

  test "history transmits recent messages oldest first" do
    subscribe room_id: rooms(:general).id
    perform :history, {}
    ids = transmissions.map { |t| t["id"] }
    assert_equal ids.sort, ids
  end

  test "typing is broadcast to the room with the user's name" do
    subscribe room_id: rooms(:general).id
    assert_broadcast_on(RoomChannel.broadcasting_for(rooms(:general)),
                        action: "typing", user_id: users(:ana).id, name: users(:ana).display_name) do
      perform :typing, {}
    end
  end

  test "speak ignores blank bodies" do
    subscribe room_id: rooms(:general).id
    assert_no_difference -> { Message.count } do
      perform :speak, "body" => "   "
    end
  end
end
