class StripeEventJob < ApplicationJob
  queue_as :stripe

  def perform(event_id, type, object)
    case type
    when "checkout.session.completed"
      payment_for(object).update!(status: "paid", paid_at: Time.current)
    when "checkout.session.expired"
      payment_for(object).update!(status: "expired")
    when "charge.refunded"
      Payment.find_by(stripe_payment_intent_id: object["payment_intent"])&.update!(status: "refunded")
    end
    Rails.logger.info("[stripe] handled #{type} #{event_id}")
  end

  private

  def payment_for(session)
    Payment.find_by!(stripe_session_id: session["id"]).tap do |p|
      p.stripe_payment_intent_id ||= session["payment_intent"]
    end
  end
end
