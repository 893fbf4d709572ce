class CouponsController < ApplicationController
  before_action :require_admin!, except: :check

  def index
    scope = params[:all].present? ? Coupon.all : Coupon.active
    @coupons = scope.order(created_at: :desc).page(params[:page])
  end

  def create
    @coupon = Coupon.new(coupon_params)
    if @coupon.save
      redirect_to coupons_path, notice: "クーポンを作成しました"
    else
      render :new, status: :unprocessable_entity
    end
  end

  # カート画面から JSON で叩かれる
  def check
    order = current_user.cart_order
    result = CheckoutDiscount.new(order, params[:code]).call
    if result.error
      render json: { ok: false, error: result.error }, status: :unprocessable_entity
    else
      render json: { ok: true, amount: result.amount }
    end
  end

  private

  def coupon_params
    params.require(:coupon).permit(:code, :kind, :value, :expires_on, :max_redemptions, :category_id)
  end
end
