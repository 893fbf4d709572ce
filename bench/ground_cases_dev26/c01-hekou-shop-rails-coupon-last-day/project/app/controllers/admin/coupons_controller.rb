# frozen_string_literal: true

module Admin
  class CouponsController < Admin::BaseController
    before_action :set_coupon, only: %i[edit update destroy]

    def index
      @coupons = Coupon.order(created_at: :desc).page(params[:page])
    end

    def new
      @coupon = Coupon.new(discount_type: "percent")
    end

    def create
      @coupon = Coupon.new(coupon_params)
      if @coupon.save
        redirect_to admin_coupons_path, notice: t(".created")
      else
        render :new, status: :unprocessable_entity
      end
    end

    def update
      if @coupon.update(coupon_params)
        redirect_to admin_coupons_path, notice: t(".updated")
      else
        render :edit, status: :unprocessable_entity
      end
    end

    def destroy
      @coupon.update!(disabled_at: Time.current)
      redirect_to admin_coupons_path, notice: t(".disabled")
    end

    private

    def set_coupon
      @coupon = Coupon.find(params[:id])
    end

    # The form has date pickers only; dates are turned into times in the shop's zone.
    def coupon_params
      attrs = params.require(:coupon).permit(:code, :discount_type, :amount, :usage_limit, :starts_on, :expires_on)
      {
        code: attrs[:code],
        discount_type: attrs[:discount_type],
        amount: attrs[:amount],
        usage_limit: attrs[:usage_limit].presence,
        starts_at: attrs[:starts_on].presence&.to_date&.in_time_zone,
        expires_at: attrs[:expires_on].presence&.to_date&.in_time_zone
      }
    end
  end
end
