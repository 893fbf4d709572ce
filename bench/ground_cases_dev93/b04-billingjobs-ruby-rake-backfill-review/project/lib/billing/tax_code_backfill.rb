# frozen_string_literal: true

module Billing
  # Fills invoices.tax_code where it is still NULL (column added in migration 023).
  # Walks the table in id order so a run can be stopped and resumed.
  class TaxCodeBackfill
    BATCH_SIZE = 1_000

    Result = Struct.new(:updated, :skipped, :last_id, keyword_init: true)

    def initialize(db: Billing.db, resolver: TaxCodeResolver.new, logger: Billing.logger, dry_run: false)
      @db = db
      @resolver = resolver
      @logger = logger
      @dry_run = dry_run
    end

    def run(start_id: 0)
      result = Result.new(updated: 0, skipped: 0, last_id: start_id)
      loop do
        rows = pending_after(result.last_id)
        break if rows.empty?

        update_batch(rows, result)
        result.last_id = rows.last[:id]
        @logger.info("tax_code backfill: up to id=#{result.last_id} updated=#{result.updated} skipped=#{result.skipped}" \
                     "#{' (dry-run)' if @dry_run}")
      end
      result
    end

    private

    def pending_after(last_id)
      @db[:invoices]
        .where(tax_code: nil)
        .where { id > last_id }
        .order(:id)
        .limit(BATCH_SIZE)
        .select(:id, :customer_id, :reduced_rate)
        .all
    end

    # One query for the batch's customers, one transaction for its updates.
    def update_batch(rows, result)
      countries = @db[:customers].where(id: rows.map { |r| r[:customer_id] }.uniq).to_hash(:id, :country)
      @db.transaction do
        rows.each do |row|
          code = @resolver.resolve(country: countries[row[:customer_id]], reduced_rate: row[:reduced_rate])
          @db[:invoices].where(id: row[:id]).update(tax_code: code) unless @dry_run
          result.updated += 1
        rescue TaxCodeResolver::UnknownCountry => e
          @logger.warn("invoice #{row[:id]}: #{e.message}, skipped")
          result.skipped += 1
        end
      end
    end
  end
end
