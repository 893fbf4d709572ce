class ApplicationController < ActionController::API
  before_action :authenticate!

  private

  attr_reader :current_account, :current_user

  def authenticate!
    token = request.headers["Authorization"].to_s.delete_prefix("Bearer ")
    session = ApiSession.active.find_by(token: token)
    return head(:unauthorized) unless session

    @current_user = session.user
    @current_account = session.user.account
  end

  def render_not_found
    render json: { error: "not_found" }, status: :not_found
  end
end
