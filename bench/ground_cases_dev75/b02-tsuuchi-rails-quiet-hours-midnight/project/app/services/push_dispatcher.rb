# Sends a notification to every active device of its user through rpush.
class PushDispatcher
  Result = Struct.new(:sent, :skipped_reason, keyword_init: true)

  def initialize(notification, app_name: "tsuuchi-ios")
    @notification = notification
    @user = notification.user
    @pref = @user.notification_preference
    @app_name = app_name
  end

  def call
    return Result.new(sent: 0, skipped_reason: :disabled) unless @pref.wants_push?(@notification.kind)
    return Result.new(sent: 0, skipped_reason: :quiet_hours) if quiet_hours?

    tokens = @user.push_tokens
    return Result.new(sent: 0, skipped_reason: :no_devices) if tokens.empty?

    tokens.each { |token| enqueue(token) }
    Result.new(sent: tokens.size)
  end

  private

  def quiet_hours?(now = Time.current)
    return false unless @pref.quiet_hours_enabled?

    hour = now.in_time_zone(@user.time_zone).hour
    hour >= @pref.quiet_start_hour && hour < @pref.quiet_end_hour
  end

  def enqueue(token)
    n = Rpush::Apns2::Notification.new
    n.app = Rpush::Apns2::App.find_by_name!(@app_name)
    n.device_token = token
    n.alert = { title: @notification.title, body: @notification.preview }
    n.data = { notification_id: @notification.id, thread_id: @notification.thread_id }
    n.sound = "default"
    n.save!
  end
end
