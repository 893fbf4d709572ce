class ApplicationController < ActionController::Base
  before_action :authenticate_user!
  before_action :set_sentry_context

  rescue_from ActiveRecord::RecordNotFound, with: :render_not_found

  private

  def current_user
    @current_user ||= User.find_by(id: session[:user_id])
  end

  def authenticate_user!
    redirect_to login_path unless current_user
  end

  def set_sentry_context
    return unless current_user

    Sentry.set_user(id: current_user.id)
    Sentry.set_tags(plan: current_user.plan)
    Sentry.add_breadcrumb(
      Sentry::Breadcrumb.new(
        category: "request.params",
        message: "#{controller_name}##{action_name}",
        data: params.to_unsafe_h.except("controller", "action"),
      ),
    )
  end

  def append_info_to_payload(payload)
    super
    payload[:request_id] = request.request_id
    payload[:user_id] = current_user&.id
  end

  def render_not_found
    render file: Rails.public_path.join("404.html"), status: :not_found, layout: false
  end
end
