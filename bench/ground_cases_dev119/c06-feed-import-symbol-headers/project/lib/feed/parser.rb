# frozen_string_literal: true

require "csv"

module Feed
  # Reads the supplier's product feed (CSV, comma or semicolon separated).
  class Parser
    REQUIRED = %i[sku title price stock].freeze

    def initialize(path)
      @path = path
    end

    def each_row
      return enum_for(:each_row) unless block_given?

      CSV.foreach(@path, headers: true, header_converters: :symbol, col_sep: separator,
                         encoding: "bom|utf-8") do |row|
        missing = REQUIRED.reject { |key| row.headers.include?(key) }
        raise ArgumentError, "feed is missing columns: #{missing.join(', ')}" unless missing.empty?

        yield row.to_h
      end
    end

    private

    def separator
      first = File.open(@path, &:readline)
      first.count(";") > first.count(",") ? ";" : ","
    end
  end
end
