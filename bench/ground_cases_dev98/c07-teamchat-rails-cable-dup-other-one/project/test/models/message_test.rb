require "test_helper"

class MessageTest < ActiveSupport::TestCase
  include ActionCable::TestHelper

  setup do
    @room = rooms(:general)
    @user = users(:ana)
  end

  test "requires a body" do
    message = @room.messages.build(user: @user, body: "")
    assert_not message.valid?
  end

  test "broadcasts a new message as create" do
    assert_broadcasts(RoomChannel.broadcasting_for(@room), 1) do
      @room.messages.create!(user: @user, body: "hi")
    end
  end

  test "broadcasts an edit as update" do
    message = @room.messages.create!(user: @user, body: "hi")
    stream = RoomChannel.broadcasting_for(@room)
    assert_broadcasts(stream, 1) { message.update!(body: "hi!", edited_at: Time.current) }
    assert_equal "update", JSON.parse(broadcasts(stream).last)["action"]
  end

  test "is not edited until edited_at is set" do
    message = @room.messages.create!(user: @user, body: "hi")
    assert_not message.edited?
    message.update!(edited_at: Time.current)
    assert message.edited?
  end
end
