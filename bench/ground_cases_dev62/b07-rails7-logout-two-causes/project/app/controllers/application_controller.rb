class ApplicationController < ActionController::Base
  before_action :authenticate_user!
  before_action :set_locale
  before_action :remember_last_project

  helper_method :current_project

  private

  def set_locale
    I18n.locale = current_user&.locale.presence || I18n.default_locale
  end

  def remember_last_project
    return unless params[:project_id]

    cookies.encrypted[:last_project] = {
      value: { id: params[:project_id].to_i, at: Time.current },
      expires: 30.days
    }
  end

  def current_project
    data = cookies.encrypted[:last_project]
    return nil unless data

    @current_project ||= current_user.projects.find_by(id: data["id"] || data[:id])
  end

  def after_sign_in_path_for(_resource)
    current_project ? project_path(current_project) : root_path
  end
end
