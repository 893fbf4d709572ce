class PaymentsController < ApplicationController
  def create
    enrollment = current_user.enrollments.find(params[:enrollment_id])
    charge = Stripe::PaymentIntent.create(
      amount: enrollment.price_cents,
      currency: "cny",
      payment_method_data: { type: "card", card: card_params.to_h },
      confirm: true,
      metadata: { enrollment_id: enrollment.id }
    )
    enrollment.update!(payment_intent_id: charge.id, status: "paid")
    render json: { status: enrollment.status }
  rescue Stripe::CardError => e
    render json: { error: e.message }, status: :payment_required
  end

  private

  def card_params
    params.require(:payment).permit(:card_number, :exp_month, :exp_year, :cvc)
  end
end
