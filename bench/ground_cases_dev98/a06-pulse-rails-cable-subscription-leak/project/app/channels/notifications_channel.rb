class NotificationsChannel < ApplicationCable::Channel
  def subscribed
    # guests may hold a cable connection (order status page) but have no notifications
    return reject unless current_user

    stream_for current_user
  end

  def unsubscribed
    stop_all_streams
  end

  # Client -> server: the dropdown was opened, so what it showed counts as seen.
  def mark_seen(data)
    ids = Array(data["ids"]).map(&:to_i)
    current_user.notifications.where(id: ids, seen_at: nil).update_all(seen_at: Time.current)
  end

  class << self
    def broadcast_created(notification)
      broadcast_to(notification.user, {
        type: "created",
        id: notification.id,
        html: ApplicationController.render(partial: "notifications/notification",
                                           locals: { notification: notification })
      })
    end

    def broadcast_read(notification)
      broadcast_to(notification.user, { type: "read", id: notification.id })
    end

    def broadcast_cleared(user)
      broadcast_to(user, { type: "cleared" })
    end
  end
end
