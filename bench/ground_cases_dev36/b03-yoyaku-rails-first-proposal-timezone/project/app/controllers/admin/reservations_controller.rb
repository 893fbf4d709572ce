module Admin
  class ReservationsController < Admin::BaseController
    before_action :set_reservation, only: %i[show update cancel]

    def index
      @date = params[:date].present? ? Date.parse(params[:date]) : nil
      scope = current_store.reservations.active.includes(:customer)
      scope = @date ? scope.where(reserved_at: @date.in_time_zone.all_day) : scope.today
      @reservations = scope.search(params[:q]).order(:reserved_at).page(params[:page]).per(50)
    end

    def show; end

    def update
      if @reservation.update(reservation_params)
        redirect_to admin_reservation_path(@reservation), notice: "予約を更新しました"
      else
        render :show, status: :unprocessable_entity
      end
    end

    def cancel
      @reservation.cancel!(reason: params[:reason])
      redirect_to admin_reservations_path, notice: "予約をキャンセルしました"
    rescue ActiveRecord::RecordInvalid
      redirect_to admin_reservation_path(@reservation), alert: "この予約はキャンセルできません"
    end

    private

    def set_reservation
      @reservation = current_store.reservations.find(params[:id])
    end

    def reservation_params
      params.require(:reservation).permit(:reserved_at, :party_size, :status, :note)
    end
  end
end
