class ReservationsController < ApplicationController
  def new
    @reservation = Reservation.new(starts_at: params[:starts_at])
    @menus = Menu.order(:position)
    @staff = StaffMember.bookable
  end

  def create
    customer = Customer.find_or_create_by!(email: customer_params[:email]) do |c|
      c.name = customer_params[:name]
    end
    @reservation = customer.reservations.build(reservation_params)
    if @reservation.save
      redirect_to @reservation, notice: "ご予約を承りました。確認メールをお送りしました。"
    else
      @menus = Menu.order(:position)
      @staff = StaffMember.bookable
      render :new, status: :unprocessable_entity
    end
  end

  def show
    @reservation = Reservation.find_by!(token: params[:id])
  end

  def cancel
    @reservation = Reservation.find_by!(token: params[:id])
    @reservation.cancel!
    redirect_to @reservation, notice: "キャンセルしました。"
  end

  private

  def reservation_params
    params.require(:reservation).permit(:starts_at, :menu_id, :staff_member_id, :request_note)
  end

  def customer_params
    params.require(:customer).permit(:name, :email)
  end
end
