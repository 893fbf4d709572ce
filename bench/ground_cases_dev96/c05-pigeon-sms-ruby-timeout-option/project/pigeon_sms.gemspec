# frozen_string_literal: true

Gem::Specification.new do |spec|
  spec.name = "pigeon_sms"
  spec.version = File.read(File.expand_path("lib/pigeon_sms.rb", __dir__))[/VERSION = "([^"]+)"/, 1]
  spec.authors = ["Sun Jie"]
  spec.email = ["sunjie@pigeonsms.io"]
  spec.summary = "Ruby client for the Pigeon SMS REST API"
  spec.homepage = "https://github.com/pigeonsms/pigeon_sms-ruby"
  spec.license = "MIT"
  spec.required_ruby_version = ">= 3.0"
  spec.metadata["changelog_uri"] = "#{spec.homepage}/blob/main/CHANGELOG.md"
  spec.metadata["rubygems_mfa_required"] = "true"

  spec.files = Dir["lib/**/*.rb", "README.md", "CHANGELOG.md", "LICENSE.txt"]
  spec.require_paths = ["lib"]

  spec.add_development_dependency "minitest", "~> 5.20"
  spec.add_development_dependency "rake", "~> 13.0"
  spec.add_development_dependency "webmock", "~> 3.23"
end
