# frozen_string_literal: true

require "csv"

module Settlement
  # Writes the day's ledger of every merchant to one CSV that finance imports into Kingdee.
  class CsvExporter
    HEADERS = %w[merchant_id kind reference gross fee net currency].freeze

    def initialize(day, dir: Rails.root.join("tmp", "settlement"))
      @day = day
      @dir = dir
    end

    def path
      File.join(@dir, "settlement_#{@day.strftime('%Y%m%d')}.csv")
    end

    def write(entries_by_merchant)
      FileUtils.mkdir_p(@dir)
      CSV.open(path, "w", write_headers: true, headers: HEADERS) do |csv|
        entries_by_merchant.each do |merchant_id, entries|
          entries.each { |e| csv << row(merchant_id, e) }
        end
      end
      path
    end

    private

    def row(merchant_id, entry)
      [
        merchant_id,
        entry[:kind],
        entry[:reference],
        format_cents(entry[:gross_cents]),
        format_cents(entry[:fee_cents]),
        format_cents(entry[:net_cents]),
        entry[:currency]
      ]
    end

    def format_cents(cents)
      format("%.2f", cents / 100.0)
    end
  end
end
