# frozen_string_literal: true

require "time"
require "securerandom"

require_relative "ics_lite/version"
require_relative "ics_lite/escape"
require_relative "ics_lite/folding"
require_relative "ics_lite/event"
require_relative "ics_lite/calendar"

# Write iCalendar (RFC 5545) files.
#
#   cal = IcsLite::Calendar.new(prodid: "-//Example//Booking//EN")
#   cal.add_event(summary: "Standup", starts_at: Time.utc(2025, 3, 3, 9), ends_at: Time.utc(2025, 3, 3, 9, 15))
#   File.write("team.ics", cal.to_ics)
module IcsLite
  class Error < StandardError; end
end
