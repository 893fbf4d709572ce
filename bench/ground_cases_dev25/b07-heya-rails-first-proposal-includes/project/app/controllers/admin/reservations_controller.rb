module Admin
  class ReservationsController < Admin::BaseController
    before_action :set_reservation, only: %i[show edit update destroy]

    def index
      @date = params[:date].present? ? Date.parse(params[:date]) : Time.zone.today
      @reservations = Reservation.on(@date).order(:starts_at).page(params[:page]).per(50)
      @rooms = Room.order(:floor, :name)
    end

    def show; end

    def edit; end

    def update
      if @reservation.update(reservation_params)
        redirect_to admin_reservations_path(date: @reservation.starts_at.to_date), notice: "予約を更新しました"
      else
        render :edit, status: :unprocessable_entity
      end
    end

    def destroy
      @reservation.destroy!
      redirect_to admin_reservations_path(date: @reservation.starts_at.to_date), notice: "予約を取り消しました"
    end

    private

    def set_reservation
      @reservation = Reservation.find(params[:id])
    end

    def reservation_params
      params.require(:reservation).permit(:room_id, :starts_at, :ends_at, :purpose)
    end
  end
end
