class ReservationsController < ApplicationController
  before_action :require_staff!, only: %i[index]

  def index
    @reservations = Reservation.upcoming.includes(:table).order(:starts_at).page(params[:page]).per(50)
  end

  def new
    @reservation = Reservation.new(party_size: 2)
  end

  def create
    @reservation = Reservation.new(reservation_params)
    Reservation.transaction do
      @reservation.save!
      @reservation.table&.lock!
      ReservationMailer.confirmation(@reservation).deliver_later
    end
    redirect_to reservation_path(@reservation.token), notice: "ご予約を受け付けました"
  rescue ActiveRecord::RecordInvalid
    render :new, status: :unprocessable_entity
  end

  def show
    @reservation = Reservation.find_by!(token: params[:id])
  end

  private

  def reservation_params
    params.require(:reservation).permit(:guest_name, :guest_email, :phone, :party_size, :starts_at, :note)
  end
end
