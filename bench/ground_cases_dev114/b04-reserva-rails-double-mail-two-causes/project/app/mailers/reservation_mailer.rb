class ReservationMailer < ApplicationMailer
  def confirmation
    @reservation = params[:reservation]
    @shop = @reservation.shop
    mail(
      to: @reservation.customer.email,
      subject: "【#{@shop.name}】ご予約確定のお知らせ（#{I18n.l(@reservation.starts_at, format: :short)}）"
    )
  end

  def cancellation
    @reservation = params[:reservation]
    @shop = @reservation.shop
    mail(
      to: @reservation.customer.email,
      subject: "【#{@shop.name}】ご予約キャンセルのお知らせ"
    )
  end

  def reminder
    @reservation = params[:reservation]
    @shop = @reservation.shop
    mail(
      to: @reservation.customer.email,
      subject: "【#{@shop.name}】明日のご予約について"
    )
  end
end
