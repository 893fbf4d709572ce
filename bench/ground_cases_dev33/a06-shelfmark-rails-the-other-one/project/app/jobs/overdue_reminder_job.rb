class OverdueReminderJob < ApplicationJob
  queue_as :mailers

  def perform
    Loan.overdue.includes(:member, copy: :book).find_each do |loan|
      next if loan.reminded_on == Date.current

      LoanMailer.overdue(loan).deliver_later
      loan.update_column(:reminded_on, Date.current)
    end
  end
end
