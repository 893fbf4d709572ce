# frozen_string_literal: true

module IcsLite
  # RFC 5545 section 3.1: lines longer than 75 octets are split with CRLF followed by a
  # single space; readers remove every CRLF + whitespace pair ("unfolding").
  module Folding
    LIMIT = 75
    FOLD = "\r\n "

    module_function

    def fold(line)
      return line if line.bytesize <= LIMIT

      parts = []
      rest = line
      first = true
      until rest.empty?
        size = first ? LIMIT : LIMIT - 1
        parts << rest.byteslice(0, size)
        rest = rest.byteslice(size..) || ""
        first = false
      end
      parts.join(FOLD)
    end

    def unfold(text)
      text.gsub(/\r?\n[ \t]/, "")
    end

    # Fold every line of a CRLF-separated document.
    def fold_all(text)
      text.split("\r\n").map { |line| fold(line) }.join("\r\n")
    end
  end
end
