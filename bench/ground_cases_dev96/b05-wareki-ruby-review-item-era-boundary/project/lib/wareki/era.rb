# frozen_string_literal: true

require "date"

module Wareki
  # A Japanese era (gengo): its name, romanized name, one-letter abbreviation and first day.
  Era = Struct.new(:name, :romaji, :abbr, :start, keyword_init: true) do
    # The era year of +date+ (1 for the first, partial, year of the era).
    def year_of(date)
      date.year - start.year + 1
    end

    def to_s
      name
    end

    # The last day of the era, or nil for the current one.
    def last_day
      following = ERAS[ERAS.index(self) + 1]
      following && following.start - 1
    end

    def include?(date)
      date >= start && (last_day.nil? || date <= last_day)
    end

    # The era in effect on +date+, or nil before Meiji 6 (the Gregorian calendar).
    def self.for(date)
      ERAS.reverse_each.find { |era| date > era.start }
    end

    # The era called +name+: "令和", "Reiwa" or "R" (case-insensitive).
    def self.named(name)
      ERAS.find { |era| era.name == name || era.romaji.casecmp?(name) || era.abbr.casecmp?(name) }
    end
  end

  # Meiji is counted from 1873-01-01, when Japan switched to the Gregorian calendar.
  ERAS = [
    Era.new(name: "明治", romaji: "Meiji", abbr: "M", start: Date.new(1873, 1, 1)),
    Era.new(name: "大正", romaji: "Taisho", abbr: "T", start: Date.new(1912, 7, 30)),
    Era.new(name: "昭和", romaji: "Showa", abbr: "S", start: Date.new(1926, 12, 25)),
    Era.new(name: "平成", romaji: "Heisei", abbr: "H", start: Date.new(1989, 1, 8)),
    Era.new(name: "令和", romaji: "Reiwa", abbr: "R", start: Date.new(2019, 5, 1)),
  ].freeze
end
