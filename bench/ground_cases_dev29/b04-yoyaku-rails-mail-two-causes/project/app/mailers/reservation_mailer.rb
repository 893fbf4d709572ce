class ReservationMailer < ApplicationMailer
  def confirmation(reservation)
    @reservation = reservation
    @shop = reservation.shop
    mail to: reservation.customer.email, subject: "【#{@shop.name}】ご予約を承りました"
  end

  def cancelled(reservation)
    @reservation = reservation
    @shop = reservation.shop
    mail to: reservation.customer.email, subject: "【#{@shop.name}】ご予約のキャンセルを承りました"
  end
end
