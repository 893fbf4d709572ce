class EnqueueNightlySummariesJob
  include Sidekiq::Job

  def perform
    Ticket.needing_summary.find_each do |ticket|
      SummarizeTicketJob.perform_async(ticket.id)
    end
  end
end
