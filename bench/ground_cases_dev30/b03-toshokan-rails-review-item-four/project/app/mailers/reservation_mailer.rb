# frozen_string_literal: true

class ReservationMailer < ApplicationMailer
  def ready_for_pickup
    @reservation = params[:reservation]
    @book = @reservation.book
    mail(to: @reservation.member.email, subject: "【図書館】ご予約の本が用意できました")
  end

  def pickup_expired
    @reservation = params[:reservation]
    @book = @reservation.book
    mail(to: @reservation.member.email, subject: "【図書館】取り置き期限が過ぎました")
  end
end
