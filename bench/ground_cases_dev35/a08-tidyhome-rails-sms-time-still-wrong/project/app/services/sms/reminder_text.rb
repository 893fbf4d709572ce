module Sms
  # Builds the text of the reminder SMS sent the day before a cleaning.
  class ReminderText
    MAX_LENGTH = 160

    def initialize(booking)
      @booking = booking
    end

    def to_s
      text = "Hi #{first_name}, reminder: #{cleaner_name} comes #{day_label} at #{time_label} " \
             "to #{street}. Reply C to cancel."
      text.length > MAX_LENGTH ? shortened : text
    end

    private

    attr_reader :booking

    def first_name
      booking.customer.name.split.first
    end

    def cleaner_name
      booking.cleaner&.first_name || "your cleaner"
    end

    def day_label
      return "tomorrow" if booking.starts_at.to_date == Date.current + 1

      booking.starts_at.strftime("%a %-d %b")
    end

    def time_label
      # the SMS gateway wants plain 24h local time, no zone suffix
      (booking.starts_at.utc + 1.hour).strftime("%H:%M")
    end

    def street
      booking.address.street_line
    end

    def shortened
      "Reminder: cleaning #{day_label} #{time_label}, #{street}. Reply C to cancel."
    end
  end
end
