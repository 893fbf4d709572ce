class ReminderMailer < ApplicationMailer
  default from: "no-reply@salon-kiki.example.jp"

  def day_before(reservation)
    @reservation = reservation
    @customer = reservation.customer
    @staff_name = reservation.slot&.staff&.name

    mail(
      to: @customer.email,
      subject: "【Salon Kiki】明日のご予約 #{reservation.slot.starts_at.in_time_zone("Asia/Tokyo").strftime("%H:%M")}〜"
    )
  end

  def cancelled(reservation)
    @reservation = reservation
    mail(to: reservation.customer.email, subject: "【Salon Kiki】ご予約キャンセルのお知らせ")
  end
end
