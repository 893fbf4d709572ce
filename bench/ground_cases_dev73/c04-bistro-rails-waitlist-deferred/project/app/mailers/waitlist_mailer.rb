class WaitlistMailer < ApplicationMailer
  def seat_available(entry)
    @entry = entry
    @restaurant = entry.restaurant
    mail(
      to: entry.guest_email,
      subject: "#{@restaurant.name}：您等位的时段有空位了"
    )
  end
end
