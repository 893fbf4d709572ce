class ApplicationController < ActionController::Base
  include Pundit::Authorization
  include Pagy::Backend

  before_action :require_login

  helper_method :current_user, :current_shop

  rescue_from Pundit::NotAuthorizedError do
    head :forbidden
  end

  private

  def current_user
    @current_user ||= User.find_by(id: session[:user_id]) if session[:user_id]
  end

  def current_membership
    @current_membership ||= current_user&.memberships&.find_by(shop_id: session[:shop_id])
  end

  def current_shop
    current_membership&.shop
  end

  def require_login
    redirect_to new_session_path unless current_membership
  end

  def pundit_user
    current_membership
  end
end
