# frozen_string_literal: true

require_relative "tsukue/version"
require_relative "tsukue/width"
require_relative "tsukue/table"

# Plain-text tables that line up in a terminal, CJK included.
module Tsukue
  class Error < StandardError; end

  # Tsukue.render([["名前", "数"], ["りんご", 3]]) => String
  def self.render(rows, header: true, align: nil, ambiguous: 1)
    Table.new(rows, header: header, align: align, ambiguous: ambiguous).to_s
  end
end
