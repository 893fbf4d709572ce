class ApplicationController < ActionController::Base
  protect_from_forgery with: :exception

  before_action :require_login
  before_action :set_current_company

  helper_method :current_user, :current_company

  private

  def current_user
    @current_user ||= User.find_by(id: session[:user_id]) if session[:user_id]
  end

  def current_company
    Company.current
  end

  def require_login
    redirect_to login_path unless current_user
  end

  def set_current_company
    if current_user
      Company.current = current_user.company
    end
  end
end
