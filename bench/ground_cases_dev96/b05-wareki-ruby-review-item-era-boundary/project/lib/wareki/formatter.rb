# frozen_string_literal: true

module Wareki
  # Formats dates with era patterns:
  #   %g era name (令和)   %G romaji (Reiwa)   %a abbreviation (R)
  #   %y era year (1, or 元 when gannen: true)  %Y zero-padded era year (01)
  #   %m %d month and day   %M %D zero-padded   %% a percent sign
  class Formatter
    DEFAULT_PATTERN = "%g%y年%m月%d日"

    def initialize(pattern = DEFAULT_PATTERN, gannen: true, digits: :ascii)
      @pattern = pattern
      @gannen = gannen
      @digits = digits
    end

    def format(date)
      era = Era.for(date) or raise RangeError, "#{date} is before #{ERAS.first.name}"
      year = era.year_of(date)
      out = @pattern.gsub(/%[gGayYmdMD%]/) do |spec|
        case spec
        when "%g" then era.name
        when "%G" then era.romaji
        when "%a" then era.abbr
        when "%y" then year == 1 && @gannen ? "元" : year.to_s
        when "%Y" then Kernel.format("%02d", year)
        when "%m" then date.month.to_s
        when "%d" then date.day.to_s
        when "%M" then Kernel.format("%02d", date.month)
        when "%D" then Kernel.format("%02d", date.day)
        when "%%" then "%"
        end
      end
      @digits == :zenkaku ? out.tr("0-9", "０-９") : out
    end
  end
end
