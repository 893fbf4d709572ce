# frozen_string_literal: true

module IcsLite
  VERSION = "0.10.0"
end
