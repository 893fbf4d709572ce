# frozen_string_literal: true

require_relative "lib/tsukue/version"

Gem::Specification.new do |spec|
  spec.name = "tsukue"
  spec.version = Tsukue::VERSION
  spec.authors = ["Kaito Ishii"]
  spec.email = ["kaito@example.jp"]

  spec.summary = "Plain-text tables that line up, including CJK and emoji"
  spec.description = "Formats rows into aligned terminal tables using East Asian Width, " \
                     "so Japanese, Chinese and Korean text keeps its columns."
  spec.homepage = "https://github.com/tsukue-rb/tsukue"
  spec.license = "MIT"
  spec.required_ruby_version = ">= 3.0"

  spec.metadata["homepage_uri"] = spec.homepage
  spec.metadata["source_code_uri"] = "https://github.com/tsukue-rb/tsukue"
  spec.metadata["changelog_uri"] = "https://github.com/tsukue-rb/tsukue/blob/main/CHANGELOG.md"
  spec.metadata["rubygems_mfa_required"] = "true"

  spec.files = Dir["lib/**/*.rb", "README.md", "CHANGELOG.md", "LICENSE.txt"]
  spec.require_paths = ["lib"]

  spec.add_dependency "unicode-display_width", ">= 2.4", "< 4"
end
