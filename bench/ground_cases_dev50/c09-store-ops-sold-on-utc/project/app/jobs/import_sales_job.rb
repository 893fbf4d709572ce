# Imports one uploaded sales CSV (a SalesImport with an attached file) into the sales table.
class ImportSalesJob < ApplicationJob
  queue_as :imports
  sidekiq_options retry: 3

  BATCH = 1_000

  def perform(sales_import_id)
    import = SalesImport.find(sales_import_id)
    return if import.done?

    import.start!
    result = import.file.open { |io| SalesCsvParser.new(io).parse }

    SalesImport.transaction do
      # a retried job must not insert the same rows twice
      import.sales.delete_all
      insert(result.rows, import)
    end

    import.finish!(imported: result.rows.size, failed: result.errors.size, errors: result.errors)
    ImportMailer.finished(import).deliver_later(queue: :mailers)
    Rails.logger.info("[ImportSalesJob] import=#{import.id} ok=#{result.rows.size} failed=#{result.errors.size}")
  rescue StandardError
    import&.fail!
    raise
  end

  private

  def insert(rows, import)
    now = Time.current
    rows.each_slice(BATCH) do |slice|
      Sale.insert_all!(slice.map { |attrs| attrs.merge(sales_import_id: import.id, created_at: now, updated_at: now) })
    end
  end
end
