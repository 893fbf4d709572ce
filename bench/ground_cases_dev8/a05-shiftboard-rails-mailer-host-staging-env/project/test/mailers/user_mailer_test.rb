require "test_helper"

class UserMailerTest < ActionMailer::TestCase
  test "password reset links to the edit page" do
    user = users(:maria)
    mail = UserMailer.password_reset(user)
    assert_equal ["maria@example.org"], mail.to
    assert_match %r{http://www.example.com/password_resets/\S+/edit}, mail.body.encoded
  end
end
