# frozen_string_literal: true

require "date"
require "pg"

# Writes one day of paid orders to the finance spreadsheet.
class Exporter
  HEADER = %w[order_no paid_at customer amount currency channel].freeze

  def initialize(client, sheet:, chunk_size: 5000, db: PG.connect(ENV.fetch("DATABASE_URL")))
    @client = client
    @sheet = sheet
    @chunk_size = chunk_size
    @db = db
  end

  def export_day(day)
    rows = @db.exec_params(<<~SQL, [day.to_s]).map { |r| row(r) }
      SELECT order_no, paid_at, customer_name, amount, currency, channel
        FROM orders
       WHERE paid_at::date = $1 AND status = 'paid'
       ORDER BY paid_at
    SQL
    rows.each_slice(@chunk_size) do |chunk|
      @client.append_rows("#{@sheet}!A1", chunk)
    end
    rows.size
  end

  private

  def row(r)
    [r["order_no"], r["paid_at"], r["customer_name"], r["amount"].to_f, r["currency"], r["channel"]]
  end
end
