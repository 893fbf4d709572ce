class InvoiceReminderJob
  include Sidekiq::Job
  sidekiq_options queue: :mailers, retry: 3

  def perform
    Order.unpaid_for(24.hours).includes(:user).find_each do |order|
      next if order.user.banned?

      ReminderMailer.unpaid(order.id).deliver_later
    end
  end
end
