class ReservationMailer < ApplicationMailer
  default from: "予約受付 <no-reply@reservo.jp>"

  def confirmation
    @reservation = params[:reservation]
    @restaurant = @reservation.restaurant
    mail to: @reservation.guest_email,
         subject: "【#{@restaurant.name}】ご予約内容の確認"
  end

  def cancelled
    @reservation = params[:reservation]
    @restaurant = @reservation.restaurant
    mail to: @reservation.guest_email,
         subject: "【#{@restaurant.name}】ご予約のキャンセル"
  end
end
