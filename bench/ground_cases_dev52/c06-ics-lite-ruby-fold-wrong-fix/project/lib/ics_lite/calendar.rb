# frozen_string_literal: true

module IcsLite
  # A VCALENDAR with its events.
  class Calendar
    attr_reader :events

    def initialize(prodid: "-//ics_lite//#{VERSION}//EN", name: nil, timezone_hint: nil)
      @prodid = prodid
      @name = name
      @timezone_hint = timezone_hint
      @events = []
    end

    def add_event(**attrs)
      event = Event.new(**attrs)
      @events << event
      event
    end

    def to_ics
      lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:#{Escape.text(@prodid)}", "CALSCALE:GREGORIAN"]
      lines << "X-WR-CALNAME:#{Escape.text(@name)}" if @name
      lines << "X-WR-TIMEZONE:#{@timezone_hint}" if @timezone_hint
      @events.each { |e| lines.concat(e.to_lines) }
      lines << "END:VCALENDAR"
      "#{lines.map { |l| Folding.fold(l) }.join("\r\n")}\r\n"
    end

    def write(path)
      File.binwrite(path, to_ics)
    end
  end
end
