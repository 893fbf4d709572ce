# Scheduled daily at 08:00 library time (config/sidekiq.yml).
class OverdueReminderJob < ApplicationJob
  queue_as :mailers

  retry_on Net::SMTPServerBusy, wait: :polynomially_longer, attempts: 5

  def perform
    started = Time.current
    sent = OverdueNotifier.new.call
    Rails.logger.info(
      event: "overdue_reminders",
      sent: sent,
      duration_ms: ((Time.current - started) * 1000).round,
    )
    sent
  end

  # Manual runs from the console during incidents:
  #   OverdueReminderJob.perform_now
  #   OverdueReminderJob.dry_run # => loans that would be emailed
  def self.dry_run
    notifier = OverdueNotifier.new
    Loan.overdue.includes(:member).select { |loan| notifier.send(:remind_today?, loan) }.map do |loan|
      {
        loan_id: loan.id,
        member: loan.member.email,
        due_on: loan.due_on,
        last_reminded_on: loan.last_reminded_on,
      }
    end
  end
end
