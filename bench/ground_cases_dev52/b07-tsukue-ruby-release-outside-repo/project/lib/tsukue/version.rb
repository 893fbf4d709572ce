# frozen_string_literal: true

module Tsukue
  VERSION = "0.9.0"
end
