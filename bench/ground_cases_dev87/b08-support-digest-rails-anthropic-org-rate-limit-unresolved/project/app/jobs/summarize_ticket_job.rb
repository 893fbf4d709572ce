class SummarizeTicketJob
  include Sidekiq::Job
  sidekiq_options queue: :llm, retry: 5

  def perform(ticket_id)
    ticket = Ticket.find(ticket_id)
    return if ticket.summary_fresh?

    summary = TicketSummarizer.new.call(ticket)
    ticket.update!(summary:, summarized_at: Time.current)
  end
end
