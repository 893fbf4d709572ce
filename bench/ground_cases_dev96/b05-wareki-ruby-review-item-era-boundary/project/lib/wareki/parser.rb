# frozen_string_literal: true

module Wareki
  class ParseError < ArgumentError; end

  # Reads "令和5年4月1日", "平成元年1月8日", "R5.4.1", "H31/4/30" and their
  # full-width forms ("Ｒ５．４．１").
  module Parser
    KANJI = /\A(?<era>明治|大正|昭和|平成|令和)(?<year>\d+|元)年(?<month>\d{1,2})月(?<day>\d{1,2})日\z/
    ABBR = %r{\A(?<era>[MTSHR])(?<year>\d{1,2})[./-](?<month>\d{1,2})[./-](?<day>\d{1,2})\z}i

    module_function

    def parse(text)
      source = normalize(text.to_s.strip)
      match = KANJI.match(source) || ABBR.match(source)
      raise ParseError, "not a Japanese era date: #{text.inspect}" unless match

      era = Era.named(match[:era]) or raise ParseError, "unknown era #{match[:era].inspect}"
      year = match[:year] == "元" ? 1 : Integer(match[:year], 10)
      raise ParseError, "era year must be 1 or more: #{text.inspect}" if year < 1

      date = build_date(era.start.year + year - 1, Integer(match[:month], 10), Integer(match[:day], 10), text)
      raise ParseError, "#{text.inspect} is not within #{era.name}" unless era.include?(date)

      date
    end

    # Full-width digits, letters and separators to ASCII ("Ｒ５．４．１" -> "R5.4.1").
    def normalize(text)
      text.tr("０-９Ａ-Ｚａ-ｚ．／－", "0-9A-Za-z./-")
    end

    def build_date(year, month, day, text)
      Date.new(year, month, day)
    rescue Date::Error
      raise ParseError, "no such day: #{text.inspect}"
    end
  end
end
