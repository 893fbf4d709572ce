# frozen_string_literal: true

require_relative "lib/tabletop/version"

Gem::Specification.new do |spec|
  spec.name = "tabletop"
  spec.version = Tabletop::VERSION
  spec.authors = ["Ana Sousa"]
  spec.email = ["ana@sousa.dev"]

  spec.summary = "Plain-text tables for terminals and logs"
  spec.description = "Renders arrays of hashes as aligned text tables, with borders, alignment and truncation."
  spec.homepage = "https://github.com/anasousa/tabletop"
  spec.license = "MIT"
  spec.required_ruby_version = ">= 2.6"

  spec.metadata["homepage_uri"] = spec.homepage
  spec.metadata["source_code_uri"] = spec.homepage
  spec.metadata["changelog_uri"] = "#{spec.homepage}/blob/main/CHANGELOG.md"
  spec.metadata["bug_tracker_uri"] = "#{spec.homepage}/issues"
  spec.metadata["documentation_uri"] = "https://rubydoc.info/gems/tabletop"
  spec.metadata["rubygems_mfa_required"] = "true"

  spec.files = Dir["lib/**/*.rb"] + %w[README.md LICENSE.txt CHANGELOG.md]
  spec.require_paths = ["lib"]
  spec.extra_rdoc_files = ["README.md", "CHANGELOG.md"]

  # Display width of CJK and emoji; 2.4 is the first release with emoji 15 tables.

  spec.add_dependency "unicode-display_width", ">= 2.4", "< 4"
end
