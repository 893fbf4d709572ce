class ApplicationController < ActionController::Base
  include Pagy::Backend

  allow_browser versions: :modern

  before_action :authenticate_user!
  before_action :configure_permitted_parameters, if: :devise_controller?
  after_action :touch_last_seen, if: :user_signed_in?

  rescue_from ActiveRecord::RecordNotFound, with: :not_found

  protected

  def configure_permitted_parameters
    devise_parameter_sanitizer.permit(:sign_up, keys: %i[name crew_id])
    devise_parameter_sanitizer.permit(:account_update, keys: %i[name time_zone])
  end

  private

  def current_crew
    @current_crew ||= current_user&.crew
  end
  helper_method :current_crew

  LAST_SEEN_EVERY = 5.minutes

  def touch_last_seen
    return if recently_seen?(current_user)

    current_user.update_column(:last_seen_at, Time.current)
  end

  def recently_seen?(user)
    user.last_seen_at&.after?(LAST_SEEN_EVERY.ago)
  end

  def not_found
    render file: Rails.public_path.join("404.html"), status: :not_found, layout: false
  end
end
