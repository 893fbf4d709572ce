# frozen_string_literal: true

module IcsLite
  # TEXT value escaping (RFC 5545 section 3.3.11).
  module Escape
    module_function

    # Backslash, semicolon and comma are escaped; newlines become the two characters "\n".
    def text(value)
      value.to_s
           .gsub("\\") { "\\\\" }
           .gsub(";") { "\\;" }
           .gsub(",") { "\\," }
           .gsub(/\r\n|\r|\n/) { "\\n" }
    end

    # Parameter values with ":", ";" or "," must be quoted; double quotes are not allowed.
    def param(value)
      v = value.to_s.delete('"')
      v.match?(/[:;,]/) ? %("#{v}") : v
    end

    # A UTC date-time in the basic format, e.g. 20250303T090000Z.
    def utc_time(time)
      time.getutc.strftime("%Y%m%dT%H%M%SZ")
    end

    # A DATE value, e.g. 20250303.
    def date(value)
      value.strftime("%Y%m%d")
    end
  end
end
