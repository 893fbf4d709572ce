# Sends payment-failed reminders for past-due invoices: step 1 right away, then every 3 days,
# and suspends the workspace after the last step. Scheduled hourly (config/schedule.yml).
class DunningJob
  include Sidekiq::Job
  sidekiq_options queue: :billing, retry: 2

  def perform
    Invoice.dunning_due.includes(:workspace).find_each do |invoice|
      step = invoice.dunning_step + 1
      DunningMailer.with(invoice: invoice, step: step).payment_failed.deliver_later
      invoice.update_columns(dunning_step: step)
      invoice.workspace.suspend! if step == Invoice::MAX_DUNNING_STEPS
    rescue StandardError => e
      Rails.logger.error("[dunning] invoice #{invoice.id}: #{e.class}: #{e.message}")
    end
  end
end
