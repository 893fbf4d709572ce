module ApplicationCable
  class Connection < ActionCable::Connection::Base
    identified_by :current_user

    def connect
      self.current_user = find_user
      logger.add_tags "ActionCable", current_user ? "user:#{current_user.id}" : "guest"
    end

    def disconnect
      logger.info "cable disconnected after #{(Time.current - started_at).round}s"
    end

    private

    # Public pages use cable too (live order status), so guests may connect;
    # channels that need a user have to check current_user themselves.
    def find_user
      user_id = session_data&.fetch("user_id", nil)
      user_id && User.find_by(id: user_id)
    end

    def session_data
      key = Rails.application.config.session_options[:key]
      cookies.encrypted[key]
    end

    def started_at
      @started_at ||= Time.current
    end
  end
end
