class BookingMailer < ApplicationMailer
  before_action :set_booking

  def booking_confirmed
    mail(to: @member.email, subject: "You're booked: #{@slot}")
  end

  def cancelled
    mail(to: @member.email, subject: "Cancelled: #{@slot}")
  end

  def promoted_from_waitlist
    mail(to: @member.email, subject: "A spot opened up: #{@slot}")
  end

  def reminder
    mail(to: @member.email, subject: "Tomorrow: #{@slot}")
  end

  private

  def set_booking
    @booking = params[:booking]
    @slot = @booking.class_slot
    @member = @booking.member
    @studio = @slot.studio
    @cancel_url = bookings_url
  end

  def default_url_options
    { host: ENV.fetch("APP_HOST", "localhost:3000") }
  end
end
