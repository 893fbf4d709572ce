# frozen_string_literal: true

require_relative "lib/wareki"

Gem::Specification.new do |spec|
  spec.name = "wareki-date"
  spec.version = Wareki::VERSION
  spec.authors = ["Shun Takagi"]
  spec.summary = "Format and parse Japanese era (wareki) dates: 令和5年4月1日 <-> 2023-04-01"
  spec.homepage = "https://github.com/shuntkg/wareki-date"
  spec.license = "MIT"
  spec.required_ruby_version = ">= 3.0"

  spec.files = Dir["lib/**/*.rb", "README.md", "CHANGELOG.md", "LICENSE.txt"]
  spec.require_paths = ["lib"]

  spec.add_development_dependency "minitest", "~> 5.20"
  spec.add_development_dependency "rake", "~> 13.0"
end
