# frozen_string_literal: true

module Tabletop
  VERSION = "1.6.0"
end
