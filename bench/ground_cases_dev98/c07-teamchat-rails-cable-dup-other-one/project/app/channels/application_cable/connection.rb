module ApplicationCable
  class Connection < ActionCable::Connection::Base
    identified_by :current_user

    SESSION_TTL = 14.days

    def connect
      self.current_user = find_verified_user
      logger.add_tags "ActionCable", "user:#{current_user.id}"
    end

    def disconnect
      logger.info "cable disconnect user:#{current_user&.id}"
    end

    private

    def find_verified_user
      user_id = cookies.encrypted[:user_id]
      signed_in_at = cookies.encrypted[:signed_in_at]
      user = User.find_by(id: user_id)
      return user if user && session_fresh?(signed_in_at)

      reject_unauthorized_connection
    end

    def session_fresh?(signed_in_at)
      return false if signed_in_at.blank?

      Time.zone.parse(signed_in_at.to_s) > SESSION_TTL.ago
    rescue ArgumentError
      false
    end
  end
end
