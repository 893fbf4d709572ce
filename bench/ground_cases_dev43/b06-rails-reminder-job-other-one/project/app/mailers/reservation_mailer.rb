class ReservationMailer < ApplicationMailer
  default from: "予約センター <noreply@yoyaku.example.jp>"

  def confirmation(reservation)
    @reservation = reservation
    mail(to: reservation.customer.email, subject: "【#{reservation.shop.name}】ご予約を受け付けました")
  end

  def reminder(reservation)
    @reservation = reservation
    @shop = reservation.shop
    @manage_url = reservation_url(reservation.access_token)
    mail(to: reservation.customer.email, subject: "【#{@shop.name}】本日のご予約のお知らせ")
  end
end
