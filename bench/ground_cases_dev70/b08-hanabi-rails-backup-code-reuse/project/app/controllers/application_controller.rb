class ApplicationController < ActionController::Base
  before_action :require_login
  around_action :use_user_locale_and_time_zone

  helper_method :current_user

  private

  def current_user
    @current_user ||= User.find_by(id: session[:user_id])
  end

  def require_login
    redirect_to new_session_path unless current_user
  end

  def use_user_locale_and_time_zone(&action)
    locale = current_user&.locale || I18n.default_locale
    zone = current_user&.time_zone || "Tokyo"
    I18n.with_locale(locale) { Time.use_zone(zone, &action) }
  end

  def after_login_path
    session.delete(:return_to) || root_path
  end
end
