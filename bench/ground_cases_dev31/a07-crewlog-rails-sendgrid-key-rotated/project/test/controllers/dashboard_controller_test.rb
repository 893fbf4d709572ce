require "test_helper"

class DashboardControllerTest < ActionDispatch::IntegrationTest
  setup do
    @user = users(:ana)
    sign_in @user
  end

  test "shows this week's entries" do
    get root_path
    assert_response :success
    assert_select "h1", "This week"
  end

  test "redirects guests to sign in" do
    sign_out @user
    get root_path
    assert_redirected_to new_user_session_path
  end
end
