class NotificationsController < ApplicationController
  before_action :authenticate_user!
  before_action :set_notification, only: %i[show read]

  PAGE_SIZE = 20

  def index
    @notifications = current_user.notifications.recent_first.before_cursor(params[:before]).limit(PAGE_SIZE + 1).to_a
    @next_cursor = @notifications.pop.then { @notifications.last&.cursor } if @notifications.size > PAGE_SIZE
    @unread_count = current_user.notifications.unread.count

    respond_to do |format|
      format.html
      format.json do
        render json: {
          unread_count: @unread_count,
          next_cursor: @next_cursor,
          notifications: @notifications.as_json(only: %i[id kind title read_at created_at])
        }
      end
    end
  end

  def show
    @notification.mark_read!
    redirect_to(@notification.subject || notifications_path)
  end

  def read
    @notification.mark_read!
    head :no_content
  end

  def read_all
    Notification.mark_all_read!(current_user)
    head :no_content
  end

  private

  def set_notification
    @notification = current_user.notifications.find(params[:id])
  end
end
