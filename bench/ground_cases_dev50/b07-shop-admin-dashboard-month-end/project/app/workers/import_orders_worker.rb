# Imports an uploaded order CSV (ImportRun#file) into orders.
class ImportOrdersWorker
  include Sidekiq::Worker
  sidekiq_options queue: :imports, retry: 3

  def perform(import_run_id)
    run = ImportRun.find(import_run_id)
    run.update!(status: "running", started_at: Time.current)
    result = OrderCsvParser.new(StringIO.new(run.file.download)).parse
    Order.transaction do
      result.rows.each do |attrs|
        Order.upsert(attrs.merge(import_run_id: run.id, updated_at: Time.current), unique_by: :external_id)
      end
    end
    run.update!(
      status: result.errors.empty? ? "done" : "done_with_errors",
      error_messages: result.errors.first(100),
      imported_count: result.rows.size,
      finished_at: Time.current
    )
    notify(run) if result.errors.any?
  rescue ActiveRecord::RecordNotFound
    Sidekiq.logger.warn("ImportRun #{import_run_id} is gone; skipping")
  end

  private

  def notify(run)
    AdminMailer.with(import_run: run).import_finished_with_errors.deliver_later
  rescue StandardError => e
    Sidekiq.logger.error("could not notify about ImportRun #{run.id}: #{e.message}")
  end
end
