module Admin
  class ReservationsController < Admin::BaseController
    before_action :set_reservation, only: %i[show edit update cancel]

    def index
      @range = date_range_param
      @reservations = Reservation
        .where(store_id: current_store.id)
        .where(pickup_at: @range)
        .includes(:customer, :item)
        .order(pickup_at: :desc)
        .page(params[:page]).per(50)
    end

    def show
      @payments = @reservation.payments.order(:created_at)
    end

    def edit; end

    def update
      if @reservation.update(reservation_params)
        redirect_to admin_reservation_path(@reservation), notice: "予約を更新しました"
      else
        render :edit, status: :unprocessable_entity
      end
    end

    def cancel
      @reservation.cancelled!
      redirect_to admin_reservations_path, notice: "予約をキャンセルしました"
    end

    private

    def set_reservation
      @reservation = Reservation.where(store_id: current_store.id).find(params[:id])
    end

    def reservation_params
      params.require(:reservation).permit(:pickup_at, :return_at, :staff_note)
    end

    def date_range_param
      from = params[:from].presence&.to_date || 30.days.ago.to_date
      to = params[:to].presence&.to_date || 30.days.from_now.to_date
      from.beginning_of_day..to.end_of_day
    end
  end
end
