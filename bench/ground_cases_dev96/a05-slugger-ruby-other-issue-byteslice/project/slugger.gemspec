# frozen_string_literal: true

require_relative "lib/slugger"

Gem::Specification.new do |spec|
  spec.name = "slugger"
  spec.version = Slugger::VERSION
  spec.authors = ["Mika Salo"]
  spec.email = ["mika@salo.fi"]
  spec.summary = "URL slugs from titles, with transliteration and Unicode support"
  spec.homepage = "https://github.com/msalo/slugger"
  spec.license = "MIT"
  spec.required_ruby_version = ">= 3.0"
  spec.metadata["changelog_uri"] = "#{spec.homepage}/blob/main/CHANGELOG.md"
  spec.metadata["rubygems_mfa_required"] = "true"
  spec.files = Dir["lib/**/*.rb", "README.md", "CHANGELOG.md", "LICENSE.txt"]
  spec.require_paths = ["lib"]
end
