require "test_helper"

class NotificationsChannelTest < ActionCable::Channel::TestCase
  setup do
    @user = users(:ana)
  end

  test "streams for the signed-in user" do
    stub_connection current_user: @user
    subscribe
    assert subscription.confirmed?
    assert_has_stream_for @user
  end

  test "mark_seen only touches the user's own notifications" do
    stub_connection current_user: @user
    subscribe
    other = notifications(:bo_comment)
    perform :mark_seen, ids: [notifications(:ana_mention).id, other.id]
    assert notifications(:ana_mention).reload.seen_at
    assert_nil other.reload.seen_at
  end

  test "rejects guests" do
    stub_connection current_user: nil
    subscribe
    assert subscription.rejected?
  end

  test "unsubscribing stops the streams" do
    stub_connection current_user: @user
    subscribe
    unsubscribe
    assert_no_streams
  end
end
