# frozen_string_literal: true

require "time"

module Logslice
  # Time helpers: parsing stamps found in logs and --since spans.
  module Timestamp
    UNITS = { "s" => 1, "m" => 60, "h" => 3600, "d" => 86_400 }.freeze

    module_function

    # A stamp as written by the app, e.g. "2025-11-06 09:14:03.221".
    # No offset is written, so Time.parse reads it in the machine's zone.
    def parse(str)
      Time.parse(str)
    rescue ArgumentError
      raise Thor::Error, "cannot read time #{str.inspect}"
    end

    # "90m", "2h", "1d12h" -> seconds
    def span(str)
      total = 0
      str.scan(/(\d+)([smhd])/) { |n, unit| total += n.to_i * UNITS.fetch(unit) }
      raise Thor::Error, "bad span #{str.inspect}" if total.zero?

      total
    end

    def format(time)
      time.strftime("%Y-%m-%d %H:%M:%S")
    end
  end
end
