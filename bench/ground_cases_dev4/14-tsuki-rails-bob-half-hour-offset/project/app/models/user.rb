class User < ApplicationRecord
  has_many :reminders

  # seconds east of UTC for the user's chosen zone (Asia/Kolkata => 19800)
  def utc_offset_seconds
    ActiveSupport::TimeZone[time_zone].utc_offset
  end
end
