# frozen_string_literal: true

require "unicode/display_width"

module Tsukue
  # Display width of strings in a monospace terminal.
  module Width
    module_function

    # ambiguous: 1 for most Western terminals, 2 for CJK legacy terminals
    # (e.g. Windows Terminal with a Japanese font and "East Asian ambiguous = wide").
    def of(str, ambiguous: 1)
      Unicode::DisplayWidth.of(str.to_s, ambiguous, {}, emoji: true)
    end

    def pad(str, width, align: :left, ambiguous: 1)
      gap = width - of(str, ambiguous: ambiguous)
      return str.to_s if gap <= 0

      case align
      when :right then (" " * gap) + str.to_s
      when :center then (" " * (gap / 2)) + str.to_s + (" " * (gap - (gap / 2)))
      else str.to_s + (" " * gap)
      end
    end

    def truncate(str, width, ambiguous: 1, omission: "…")
      return str.to_s if of(str, ambiguous: ambiguous) <= width

      out = +""
      str.to_s.each_grapheme_cluster do |g|
        break if of(out + g + omission, ambiguous: ambiguous) > width

        out << g
      end
      out + omission
    end
  end
end
