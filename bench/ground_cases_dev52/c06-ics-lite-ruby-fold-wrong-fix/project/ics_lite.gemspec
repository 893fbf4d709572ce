# frozen_string_literal: true

require_relative "lib/ics_lite/version"

Gem::Specification.new do |spec|
  spec.name = "ics_lite"
  spec.version = IcsLite::VERSION
  spec.authors = ["Huang Qi"]
  spec.email = ["huangqi.dev@gmail.com"]

  spec.summary = "Write iCalendar (.ics) files without a dependency tree"
  spec.description = "A small RFC 5545 writer: events, alarms, recurrence rules, line folding and escaping."
  spec.homepage = "https://github.com/huangqi-dev/ics_lite"
  spec.license = "MIT"
  spec.required_ruby_version = ">= 3.1"

  spec.metadata["homepage_uri"] = spec.homepage
  spec.metadata["changelog_uri"] = "#{spec.homepage}/blob/main/CHANGELOG.md"
  spec.metadata["rubygems_mfa_required"] = "true"

  spec.files = Dir["lib/**/*.rb", "README.md", "CHANGELOG.md", "LICENSE.txt"]
  spec.require_paths = ["lib"]
end
