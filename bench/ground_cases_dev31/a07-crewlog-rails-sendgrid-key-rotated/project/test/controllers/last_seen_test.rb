# frozen_string_literal: true

require "test_helper"

class LastSeenTest < ActionDispatch::IntegrationTest
  setup do
    @user = users(:ana)
    sign_in @user
  end

  test "sets last_seen_at on first request" do
    @user.update_column(:last_seen_at, nil)
    get root_path
    assert_in_delta Time.current, @user.reload.last_seen_at, 2.seconds
  end

  test "does not write again within five minutes" do
    seen = 2.minutes.ago.change(usec: 0)
    @user.update_column(:last_seen_at, seen)
    get root_path
    assert_equal seen, @user.reload.last_seen_at
  end
end
