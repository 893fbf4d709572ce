# Large order exports (more than 31 days) run here instead of in the request.
class ExportJob < ApplicationJob
  queue_as :exports

  MAX_ROWS = 200_000

  retry_on ActiveRecord::Deadlocked, wait: 5.seconds, attempts: 3
  discard_on ActiveRecord::RecordNotFound

  def perform(user_id, from, to)
    user = User.find(user_id)
    orders = Order.where(created_at: Date.parse(from)..Date.parse(to))
    return notify_too_large(user, orders.count) if orders.count > MAX_ROWS

    csv = CSVExporter.new(orders).call
    ExportMailer.with(user: user, csv: csv, from: from, to: to).ready.deliver_now
    log_export(user, from, to, orders.count)
  end

  private

  def notify_too_large(user, count)
    ExportMailer.with(user: user, count: count, limit: MAX_ROWS).too_large.deliver_now
  end

  def log_export(user, from, to, count)
    Rails.logger.info(
      "[export] user=#{user.id} range=#{from}..#{to} rows=#{count} queue=#{queue_name}"
    )
  end
end
