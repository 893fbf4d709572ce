class ApplicationController < ActionController::Base
  before_action :require_login

  helper_method :current_user

  rescue_from ActiveRecord::RecordNotFound do
    respond_to do |format|
      format.html { render file: Rails.public_path.join("404.html"), status: :not_found, layout: false }
      format.json { head :not_found }
    end
  end

  private

  def current_user
    return @current_user if defined?(@current_user)

    @current_user = User.find_by(id: session[:user_id])
  end

  def require_login
    return if current_user

    redirect_to login_path(return_to: request.fullpath)
  end

  def sign_in(user)
    reset_session
    session[:user_id] = user.id
    user.update_column(:last_sign_in_at, Time.current)
  end
end
