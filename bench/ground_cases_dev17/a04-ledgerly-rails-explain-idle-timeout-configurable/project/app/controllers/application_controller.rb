class ApplicationController < ActionController::Base
  include Pundit::Authorization
  include IdleTimeout

  before_action :authenticate_user!
  before_action :set_current_workspace
  around_action :use_workspace_time_zone

  rescue_from Pundit::NotAuthorizedError, with: :forbidden

  private

  def set_current_workspace
    return unless user_signed_in?

    Current.workspace = current_user.workspaces.find_by(id: session[:workspace_id]) ||
                        current_user.workspaces.first
    session[:workspace_id] = Current.workspace&.id
  end

  def use_workspace_time_zone(&block)
    zone = Current.workspace&.time_zone || "UTC"
    Time.use_zone(zone, &block)
  end

  def forbidden
    respond_to do |format|
      format.html { redirect_back fallback_location: root_path, alert: t("errors.forbidden") }
      format.json { head :forbidden }
    end
  end
end
