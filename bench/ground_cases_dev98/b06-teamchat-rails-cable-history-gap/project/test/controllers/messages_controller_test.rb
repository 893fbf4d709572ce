require "test_helper"

class MessagesControllerTest < ActionDispatch::IntegrationTest
  include ActionCable::TestHelper

  setup do
    @room = rooms(:general)
    sign_in users(:aki)
  end

  test "index returns newest first" do
    get room_messages_url(@room), as: :json
    assert_response :success
    ids = response.parsed_body["messages"].map { |m| m["id"] }
    assert_equal ids.sort.reverse, ids
  end

  test "index pages with next_cursor" do
    get room_messages_url(@room, per_page: 2), as: :json
    body = response.parsed_body
    assert_equal 2, body["messages"].size
    assert_not_nil body["next_cursor"]
  end

  test "consecutive pages do not overlap" do
    get room_messages_url(@room, per_page: 2), as: :json
    first = response.parsed_body
    get room_messages_url(@room, per_page: 2, before: first["next_cursor"]), as: :json
    second = response.parsed_body

    first_ids = first["messages"].map { |m| m["id"] }
    second_ids = second["messages"].map { |m| m["id"] }
    assert_empty first_ids & second_ids
    assert_operator second_ids.max, :<, first_ids.min
  end

  test "per_page is clamped and falls back to the default" do
    get room_messages_url(@room, per_page: 1000), as: :json
    assert_operator response.parsed_body["messages"].size, :<=, MessagesController::MAX_PER_PAGE

    %w[0 -5 abc].each do |bad|
      get room_messages_url(@room, per_page: bad), as: :json
      assert_response :success
    end
  end

  test "create broadcasts the message" do
    assert_broadcasts(RoomChannel.broadcasting_for(@room), 1) do
      post room_messages_url(@room), params: { body: "hi" }, as: :json
    end
    assert_response :created
  end

  test "cannot read a room you are not in" do
    get room_messages_url(rooms(:secret)), as: :json
    assert_response :not_found
  end
end
