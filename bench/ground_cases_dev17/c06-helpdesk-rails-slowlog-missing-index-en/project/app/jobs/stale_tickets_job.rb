# Runs nightly at 02:15 (config/sidekiq.yml) and nudges assignees about tickets
# nobody touched for three days.
class StaleTicketsJob
  include Sidekiq::Job
  sidekiq_options queue: :low, retry: 3

  STALE_AFTER = 3.days

  def perform
    since = STALE_AFTER.ago
    total = Ticket.stale(since).count
    Rails.logger.info("[StaleTicketsJob] #{total} stale tickets")

    Ticket.stale(since).includes(:assignee).find_each do |ticket|
      next if ticket.assignee.nil?

      TicketMailer.with(ticket: ticket).stale_reminder.deliver_later
    end
  end
end
