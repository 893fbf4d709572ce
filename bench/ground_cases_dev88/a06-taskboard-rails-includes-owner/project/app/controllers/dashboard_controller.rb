class DashboardController < ApplicationController
  before_action :authenticate_user!

  def show
    @account = current_account
    @projects = current_account.projects.active.order(updated_at: :desc).limit(50)
    @stats = DashboardStats.new(current_account)
    @recent_comments = current_account.comments.includes(:author).order(created_at: :desc).limit(10)
  end

  def archived
    @projects = current_account.projects.archived.order(archived_at: :desc).page(params[:page])
    render :show
  end

  private

  def current_account
    @current_account ||= current_user.account
  end
end
