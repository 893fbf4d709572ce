require "test_helper"

class DigestMailerTest < ActionMailer::TestCase
  setup do
    @user = users(:mira)
  end

  test "weekly lists unread notifications" do
    mail = DigestMailer.weekly(@user)
    assert_equal ["mira@example.com"], mail.to
    assert_match "mentioned you", mail.body.encoded
  end

  test "weekly is skipped when nothing is unread" do
    @user.notifications.update_all(read_at: Time.current)
    assert_nil DigestMailer.weekly(@user).message.to
  end
end
