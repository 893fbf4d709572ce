class ReminderMailer < ApplicationMailer
  def upcoming
    @booking = params[:booking]
    @customer = @booking.customer
    mail(to: @customer.email, subject: t(".subject", date: l(@booking.starts_at.to_date, format: :long)))
  end
end
