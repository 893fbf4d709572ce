class ApplicationController < ActionController::Base
  include Pundit::Authorization

  before_action :expire_impersonation
  before_action :authenticate_user!
  after_action :verify_authorized, except: :index
  after_action :verify_policy_scoped, only: :index

  rescue_from Pundit::NotAuthorizedError, with: :forbidden

  helper_method :current_user, :true_user, :impersonating?

  # 模拟登录时 current_user 是被模拟的客户，true_user 是背后的客服
  def current_user
    @current_user ||= User.find_by(id: session[:impersonated_user_id] || session[:user_id])
  end

  def true_user
    @true_user ||= User.find_by(id: session[:user_id])
  end

  IMPERSONATION_TTL = 30.minutes

  def impersonating?
    session[:impersonated_user_id].present?
  end

  def expire_impersonation
    return unless impersonating?
    return if Time.current.to_i - session[:impersonation_started_at].to_i < IMPERSONATION_TTL

    session.delete(:impersonated_user_id)
    session.delete(:impersonation_started_at)
    @current_user = nil
    flash[:notice] = "模拟登录已超过 30 分钟，已自动退出"
  end

  private

  def authenticate_user!
    redirect_to new_session_path unless current_user
  end

  def audit!(action, target = nil, **details)
    AuditLog.create!(
      actor: true_user || current_user,
      on_behalf_of: (current_user if impersonating?),
      action: action,
      target: target,
      details: details,
      ip: request.remote_ip
    )
  end

  def block_when_impersonating
    return unless impersonating?

    redirect_back fallback_location: root_path, alert: "模拟登录状态下不能执行此操作"
  end

  def forbidden
    respond_to do |format|
      format.html { redirect_back fallback_location: root_path, alert: "没有权限" }
      format.json { head :forbidden }
    end
  end
end
