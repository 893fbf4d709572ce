class QuotesController < ApplicationController
  # POST /quotes  { postcode:, weight_grams:, coupon_code: }
  def create
    order = Order.new(quote_params)
    order.coupon = Coupon.find_by(code: params[:coupon_code]) if params[:coupon_code].present?
    order.goods_cents = 0

    unless PostcodeNormalizer.valid?(order.postcode)
      return render json: { error: "邮编格式不正确" }, status: :unprocessable_entity
    end

    surcharge = SurchargeCalculator.new(order).breakdown
    render json: {
      freight_cents: order.freight_cents,
      surcharge: surcharge,
      total_cents: order.freight_cents + surcharge.values.sum,
      total: format("%.2f", (order.freight_cents + surcharge.values.sum) / 100.0),
      zone: DeliveryZone.for_postcode(PostcodeNormalizer.normalize(order.postcode))&.label
    }
  end

  private

  def quote_params
    params.permit(:postcode, :weight_grams)
  end
end
