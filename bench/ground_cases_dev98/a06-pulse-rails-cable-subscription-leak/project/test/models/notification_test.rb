require "test_helper"

class NotificationTest < ActiveSupport::TestCase
  include ActionCable::TestHelper

  setup do
    @user = users(:ana)
  end

  test "creating a notification broadcasts it to its user" do
    assert_broadcasts(NotificationsChannel.broadcasting_for(@user), 1) do
      Notification.create!(user: @user, kind: "mention", title: "Bo mentioned you")
    end
  end

  test "mark_read! sets read_at and broadcasts once" do
    notification = notifications(:ana_mention)
    assert_broadcasts(NotificationsChannel.broadcasting_for(@user), 1) do
      notification.mark_read!
      notification.mark_read!
    end
    assert notification.reload.read?
  end

  test "unknown kinds are rejected" do
    notification = Notification.new(user: @user, kind: "spam", title: "x")
    assert_not notification.valid?
  end

  test "unread_count_for counts only that user's unread notifications" do
    assert_equal 2, Notification.unread_count_for(@user)
  end
end
