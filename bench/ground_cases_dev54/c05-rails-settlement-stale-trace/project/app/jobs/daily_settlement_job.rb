# frozen_string_literal: true

# Runs every night at 01:30 (config/schedule.yml). Builds yesterday's ledger for every
# active merchant, writes the CSV and uploads it to finance's SFTP.
class DailySettlementJob
  include Sidekiq::Worker
  sidekiq_options queue: :batch, retry: 2

  def perform(day = nil)
    day = day ? Date.parse(day) : Date.yesterday
    entries = {}
    Merchant.active.find_each do |merchant|
      entries[merchant.id] = Settlement::LedgerBuilder.new(merchant, day).build
    end
    path = Settlement::CsvExporter.new(day).write(entries)
    FinanceSftp.upload(path)
    Rails.logger.info("[settlement] #{day} #{entries.values.sum(&:size)} entries -> #{path}")
  rescue StandardError => e
    Rails.logger.error("[settlement] #{day} failed: #{e.class}: #{e.message}")
    raise
  end
end
