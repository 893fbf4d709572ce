# frozen_string_literal: true

$LOAD_PATH.unshift(File.expand_path("../lib", __dir__))

require "logger"
require "sequel"
require "stringio"

ENV["DATABASE_URL"] ||= "sqlite:/"
require "billing"

module SpecDB
  def self.build
    db = Sequel.sqlite
    db.create_table(:customers) do
      primary_key :id
      String :name, null: false
      String :country
    end
    db.create_table(:invoices) do
      primary_key :id
      foreign_key :customer_id, :customers, null: false
      String :number, null: false
      String :status, null: false, default: "draft"
      TrueClass :reduced_rate, null: false, default: false
      Integer :total_yen, null: false, default: 0
      String :tax_code
    end
    db
  end
end

RSpec.configure do |config|
  config.expect_with(:rspec) { |c| c.syntax = :expect }
  config.order = :random
end
