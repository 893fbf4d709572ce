# frozen_string_literal: true

module Tabletop
  # Rendering options. Unknown keys raise, so typos are caught early.
  class Options
    BORDERS = {
      ascii: { h: "-", v: "|", x: "+" },
      none: { h: " ", v: " ", x: " " },
      unicode: { h: "─", v: "│", x: "┼" }
    }.freeze

    DEFAULTS = {
      border: :ascii,
      align: {},
      max_width: nil,
      headers: true,
      ellipsis: "…"
    }.freeze

    attr_reader :border, :align, :max_width, :headers, :ellipsis, :extra

    def initialize(**given)
      unknown = given.keys - DEFAULTS.keys - [:columns]
      raise ArgumentError, "unknown option(s): #{unknown.join(", ")}" unless unknown.empty?

      opts = DEFAULTS.merge(given.except(:columns))
      @border = BORDERS.fetch(opts[:border]) { raise ArgumentError, "unknown border #{opts[:border].inspect}" }
      @align = opts[:align].transform_keys(&:to_s)
      @max_width = opts[:max_width]
      @headers = opts[:headers]
      @ellipsis = opts[:ellipsis]
      @columns = given[:columns]&.map(&:to_s)
    end

    def columns_for(rows)
      @columns || rows.flat_map { |r| r.keys.map(&:to_s) }.uniq
    end

    def align_for(column)
      @align.fetch(column, :left)
    end
  end
end
