class ReservationMailer < ApplicationMailer
  default from: "hanasaki <no-reply@hanasaki-salon.jp>"

  def confirmation(reservation)
    @reservation = reservation
    mail to: reservation.customer.email, subject: "【hanasaki】ご予約を承りました"
  end

  def reminder(reservation)
    @reservation = reservation
    mail to: reservation.customer.email, subject: "【hanasaki】明日のご予約のお知らせ"
  end

  def cancelled(reservation)
    @reservation = reservation
    mail to: reservation.customer.email, subject: "【hanasaki】ご予約のキャンセルを承りました"
  end
end
