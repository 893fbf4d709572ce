class ReservationMailer < ApplicationMailer
  default from: "予約受付 <reserve@hanamizuki.example>"

  def confirmation(reservation)
    @reservation = reservation
    @starts_at = reservation.local_starts_at
    mail(
      to: reservation.guest_email,
      subject: "【花水木】ご予約確認 #{@starts_at.strftime('%-m月%-d日 %H:%M')}",
    )
  end

  def reminder(reservation)
    @reservation = reservation
    @starts_at = reservation.local_starts_at
    mail(to: reservation.guest_email, subject: "【花水木】明日のご予約のお知らせ")
  end
end
