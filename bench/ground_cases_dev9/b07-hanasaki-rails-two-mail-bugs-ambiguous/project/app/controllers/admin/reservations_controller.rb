module Admin
  class ReservationsController < Admin::BaseController
    def index
      @date = params[:date]&.to_date || Date.current
      @reservations = Reservation.on(@date).includes(:customer, :staff_member, :menu).order(:starts_at)
    end

    def edit
      @reservation = Reservation.find(params[:id])
    end

    # スタッフがメモ・担当・施術後のステータス（来店済み / 無断キャンセル）を更新する
    def update
      @reservation = Reservation.find(params[:id])
      if @reservation.update(admin_params)
        redirect_to admin_reservations_path(date: @reservation.starts_at.to_date), notice: "更新しました"
      else
        render :edit, status: :unprocessable_entity
      end
    end

    private

    def admin_params
      params.require(:reservation).permit(:staff_member_id, :staff_note, :status)
    end
  end
end
