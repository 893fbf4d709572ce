# Signs a user out after a stretch of inactivity.
#
# Every authenticated request stamps session[:last_seen_at]; a request that
# arrives after IDLE_TIMEOUT without one in between ends the session. The
# layout passes both values to the idle-warning Stimulus controller so the
# browser can warn before it happens and ping the keepalive endpoint.
module IdleTimeout
  extend ActiveSupport::Concern

  IDLE_TIMEOUT = 20.minutes
  WARNING_BEFORE = 2.minutes

  included do
    before_action :enforce_idle_timeout, if: :user_signed_in?
    helper_method :idle_timeout_seconds, :idle_warning_seconds
  end

  def idle_timeout_seconds
    IDLE_TIMEOUT.to_i
  end

  def idle_warning_seconds
    WARNING_BEFORE.to_i
  end

  private

  def enforce_idle_timeout
    last_seen = session[:last_seen_at]&.then { |t| Time.zone.at(t) }
    if last_seen && last_seen < IDLE_TIMEOUT.ago
      Rails.logger.info("idle timeout for user #{current_user.id}, last seen #{last_seen.iso8601}")
      sign_out(current_user)
      reset_session
      redirect_to new_user_session_path, alert: t("sessions.idle_timeout")
      return
    end
    session[:last_seen_at] = Time.current.to_i unless skip_idle_stamp?
  end

  # Polling endpoints must not keep a session alive on their own.
  def skip_idle_stamp?
    request.headers["X-Background-Poll"] == "1"
  end
end
