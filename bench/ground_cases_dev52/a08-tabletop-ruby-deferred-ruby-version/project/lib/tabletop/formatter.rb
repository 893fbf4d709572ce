# frozen_string_literal: true

require "unicode/display_width"

module Tabletop
  # Turns rows (hashes) into lines of text.
  class Formatter
    def initialize(options)
      @options = options
    end

    def render(rows)
      columns = @options.columns_for(rows)
      cells = rows.map { |row| columns.map { |c| cell_text(row, c) } }
      widths = column_widths(columns, cells)
      lines = []
      lines << render_row(columns, widths) << rule(widths) if @options.headers
      cells.each { |row| lines << render_row(row, widths, columns) }
      lines.join("\n") + "\n"
    end

    private

    def cell_text(row, column)
      value = row.fetch(column) { row.fetch(column.to_sym, nil) }
      text = value.nil? ? "" : value.to_s
      truncate(text)
    end

    def truncate(text)
      max = @options.max_width
      return text if max.nil? || width(text) <= max

      out = +""
      text.each_char do |ch|
        break if width(out) + width(ch) > max - width(@options.ellipsis)

        out << ch
      end
      out << @options.ellipsis
    end

    def column_widths(columns, cells)
      columns.each_with_index.map do |col, i|
        ([width(col)] + cells.map { |row| width(row[i]) }).max
      end
    end

    def render_row(values, widths, columns = values)
      v = @options.border[:v]
      padded = values.each_with_index.map do |text, i|
        gap = " " * (widths[i] - width(text))
        @options.align_for(columns[i]) == :right ? gap + text : text + gap
      end
      "#{v} #{padded.join(" #{v} ")} #{v}"
    end

    def rule(widths)
      b = @options.border
      b[:x] + widths.map { |w| b[:h] * (w + 2) }.join(b[:x]) + b[:x]
    end

    def width(text)
      Unicode::DisplayWidth.of(text)
    end
  end
end
