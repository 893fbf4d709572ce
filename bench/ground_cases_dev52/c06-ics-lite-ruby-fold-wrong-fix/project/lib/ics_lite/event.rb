# frozen_string_literal: true

module IcsLite
  # One VEVENT.
  class Event
    attr_reader :uid, :summary, :starts_at, :ends_at, :location, :description, :url, :all_day

    def initialize(summary:, starts_at:, ends_at: nil, uid: nil, location: nil, description: nil, url: nil,
                   all_day: false, rrule: nil)
      raise ArgumentError, "ends_at is before starts_at" if ends_at && ends_at < starts_at

      @uid = uid || "#{SecureRandom.uuid}@ics_lite"
      @summary = summary
      @starts_at = starts_at
      @ends_at = ends_at
      @location = location
      @description = description
      @url = url
      @all_day = all_day
      @rrule = rrule
    end

    def to_lines
      lines = ["BEGIN:VEVENT", "UID:#{uid}", "DTSTAMP:#{Escape.utc_time(Time.now)}"]
      if all_day
        lines << "DTSTART;VALUE=DATE:#{Escape.date(starts_at)}"
        lines << "DTEND;VALUE=DATE:#{Escape.date(ends_at || starts_at + 86_400)}"
      else
        lines << "DTSTART:#{Escape.utc_time(starts_at)}"
        lines << "DTEND:#{Escape.utc_time(ends_at)}" if ends_at
      end
      lines << "SUMMARY:#{Escape.text(summary)}"
      lines << "LOCATION:#{Escape.text(location)}" if location
      lines << "DESCRIPTION:#{Escape.text(description)}" if description
      lines << "URL;VALUE=URI:#{url}" if url
      lines << "RRULE:#{@rrule}" if @rrule
      lines << "END:VEVENT"
      lines
    end
  end
end
