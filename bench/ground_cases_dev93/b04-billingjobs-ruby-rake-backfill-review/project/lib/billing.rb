# frozen_string_literal: true

require "logger"
require "sequel"
require "time"

# Batch jobs around the billing database (invoices, customers). Run from cron or by hand via rake.
module Billing
  class << self
    def db
      @db ||= Sequel.connect(ENV.fetch("DATABASE_URL"), max_connections: 4, logger: sql_logger)
    end

    attr_writer :db

    def logger
      @logger ||= Logger.new($stdout, progname: "billing").tap do |l|
        l.level = ENV.fetch("LOG_LEVEL", "info")
        l.formatter = proc { |sev, time, prog, msg| "#{time.utc.iso8601} #{sev} #{prog}: #{msg}\n" }
      end
    end

    attr_writer :logger

    def sql_logger
      return nil unless ENV["SQL_LOG"] == "1"

      Logger.new($stderr)
    end

    def disconnect!
      @db&.disconnect
      @db = nil
    end
  end
end

require_relative "billing/tax_code_resolver"
require_relative "billing/tax_code_backfill"
