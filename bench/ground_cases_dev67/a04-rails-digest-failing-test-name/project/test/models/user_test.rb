require "test_helper"

class UserTest < ActiveSupport::TestCase
  setup do
    @ana = users(:ana)        # confirmed, digest on
    @ben = users(:ben)        # confirmed, digest on, unsubscribed via email link
    @cleo = users(:cleo)      # never confirmed
  end

  test "display_name falls back to the email local part" do
    @ana.name = ""
    assert_equal "ana", @ana.display_name
  end

  test "digest_recipients includes confirmed users with digest on" do
    assert_includes User.digest_recipients, @ana
  end

  test "digest_recipients excludes unsubscribed" do
    refute_includes User.digest_recipients, @ben
  end

  test "digest_recipients excludes unconfirmed" do
    refute_includes User.digest_recipients, @cleo
  end

  test "deactivate! turns the digest off" do
    @ana.deactivate!
    refute @ana.reload.digest_enabled
  end
end
