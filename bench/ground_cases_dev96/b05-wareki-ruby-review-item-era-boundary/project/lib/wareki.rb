# frozen_string_literal: true

require "date"
require_relative "wareki/era"
require_relative "wareki/formatter"
require_relative "wareki/parser"

# Japanese era (wareki) dates: format a Date as "令和5年4月1日" and parse it back.
module Wareki
  VERSION = "0.9.0"

  module_function

  # Wareki.format(Date.new(2023, 4, 1)) #=> "令和5年4月1日"
  # Wareki.format(Date.new(2019, 6, 1), "%a%Y.%M.%D") #=> "R01.06.01"
  def format(date, pattern = Formatter::DEFAULT_PATTERN, **options)
    Formatter.new(pattern, **options).format(date.to_date)
  end

  # Wareki.parse("令和5年4月1日") #=> #<Date: 2023-04-01>
  def parse(text)
    Parser.parse(text)
  end

  # The era in effect on +date+, or nil before the Gregorian calendar was adopted.
  def era(date)
    Era.for(date.to_date)
  end

  # `using Wareki::CoreExt` adds Date#to_wareki.
  module CoreExt
    refine Date do
      def to_wareki(pattern = Wareki::Formatter::DEFAULT_PATTERN, **options)
        Wareki.format(self, pattern, **options)
      end
    end
  end
end
