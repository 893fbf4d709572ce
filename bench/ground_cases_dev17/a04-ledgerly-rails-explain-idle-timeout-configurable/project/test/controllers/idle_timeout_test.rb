require "test_helper"

class IdleTimeoutTest < ActionDispatch::IntegrationTest
  setup do
    @user = users(:anna)
    sign_in @user
  end

  test "a request within the limit keeps the session" do
    get dashboard_path
    travel IdleTimeout::IDLE_TIMEOUT - 1.minute
    get dashboard_path
    assert_response :success
  end

  test "a request after the limit signs out" do
    get dashboard_path
    travel IdleTimeout::IDLE_TIMEOUT + 1.minute
    get dashboard_path
    assert_redirected_to new_user_session_path
    assert_equal I18n.t("sessions.idle_timeout"), flash[:alert]
  end

  test "background polls do not extend the session" do
    get dashboard_path
    travel 15.minutes
    get notifications_path(format: :json), headers: { "X-Background-Poll" => "1" }
    travel 10.minutes
    get dashboard_path
    assert_redirected_to new_user_session_path
  end

  test "keepalive reports the remaining time" do
    get dashboard_path
    post session_keepalive_path(format: :json)
    assert_equal IdleTimeout::IDLE_TIMEOUT.to_i, response.parsed_body["expires_in"]
  end
end
