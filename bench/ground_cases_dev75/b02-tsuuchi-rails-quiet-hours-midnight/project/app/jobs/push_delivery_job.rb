class PushDeliveryJob
  include Sidekiq::Job
  sidekiq_options queue: :push, retry: 5

  def perform(notification_id)
    notification = Notification.find_by(id: notification_id)
    return if notification.nil? || notification.pushed_at.present?

    result = PushDispatcher.new(notification).call
    if result.skipped_reason
      Rails.logger.info("push skipped notification=#{notification_id} reason=#{result.skipped_reason}")
    else
      notification.update!(pushed_at: Time.current)
    end
  end
end
