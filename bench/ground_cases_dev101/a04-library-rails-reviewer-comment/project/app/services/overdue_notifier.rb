# Emails members about overdue loans, at most once every REMINDER_EVERY days per loan.
class OverdueNotifier
  REMINDER_EVERY = 3 # days

  def initialize(mailer: LoanMailer, clock: Date)
    @mailer = mailer
    @clock = clock
  end

  def call
    sent = 0
    Loan.overdue.includes(:member, :book).find_each do |loan|
      next unless remind_today?(loan)

      @mailer.overdue_reminder(loan).deliver_later
      loan.update_column(:last_reminded_on, today)
      sent += 1
    end
    sent
  end

  private

  def today
    @clock.current
  end

  def remind_today?(loan)
    return true if loan.last_reminded_on.nil?

    (today - loan.last_reminded_on).to_i >= REMINDER_EVERY
  end
end
