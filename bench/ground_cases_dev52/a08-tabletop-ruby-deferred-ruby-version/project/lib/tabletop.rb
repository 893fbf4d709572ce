# frozen_string_literal: true

require_relative "tabletop/version"
require_relative "tabletop/options"
require_relative "tabletop/formatter"

# Plain-text tables.
#
#   Tabletop.render([{ name: "web", cpu: 12 }, { name: "db", cpu: 71 }], align: { cpu: :right })
#
module Tabletop
  class Error < StandardError; end

  def self.render(rows, **options)
    Formatter.new(Options.new(**options)).render(rows)
  end
end
