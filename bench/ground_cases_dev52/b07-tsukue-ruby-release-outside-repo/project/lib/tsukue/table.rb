# frozen_string_literal: true

module Tsukue
  # A table of rows; the first row is the header unless header: false.
  class Table
    def initialize(rows, header: true, align: nil, ambiguous: 1)
      raise Error, "rows must be an array of arrays" unless rows.is_a?(Array) && rows.all?(Array)

      @rows = rows.map { |r| r.map(&:to_s) }
      @header = header
      @align = align || []
      @ambiguous = ambiguous
    end

    def widths
      cols = @rows.map(&:size).max || 0
      (0...cols).map do |i|
        @rows.map { |r| Width.of(r[i] || "", ambiguous: @ambiguous) }.max
      end
    end

    def to_s
      w = widths
      lines = @rows.map { |r| line(r, w) }
      lines.insert(1, rule(w)) if @header && lines.size > 1
      lines.join("\n") + "\n"
    end

    private

    def line(row, w)
      w.each_with_index.map do |width, i|
        Width.pad(row[i] || "", width, align: @align[i] || :left, ambiguous: @ambiguous)
      end.join(" | ").rstrip
    end

    def rule(w)
      w.map { |width| "-" * width }.join("-+-")
    end
  end
end
