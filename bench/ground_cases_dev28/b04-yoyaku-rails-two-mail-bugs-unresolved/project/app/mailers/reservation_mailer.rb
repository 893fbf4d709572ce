class ReservationMailer < ApplicationMailer
  default from: "Yoyaku <no-reply@yoyaku.example.jp>"

  def confirmation
    @reservation = params[:reservation]
    @salon = @reservation.salon
    mail(to: @reservation.customer.email, subject: "【#{@salon.name}】ご予約を承りました")
  end

  def reminder
    @reservation = params[:reservation]
    @salon = @reservation.salon
    mail(to: @reservation.customer.email, subject: "【#{@salon.name}】明日のご予約のお知らせ")
  end
end
