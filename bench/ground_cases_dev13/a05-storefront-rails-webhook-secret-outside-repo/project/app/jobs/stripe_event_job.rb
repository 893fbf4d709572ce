# frozen_string_literal: true

class StripeEventJob < ApplicationJob
  queue_as :webhooks
  retry_on ActiveRecord::Deadlocked, wait: 5.seconds, attempts: 3

  def perform(event_id, type, object)
    return if ProcessedStripeEvent.exists?(event_id: event_id)

    ProcessedStripeEvent.transaction do
      case type
      when "checkout.session.completed" then complete_checkout(object)
      when "charge.refunded" then record_refund(object)
      when "charge.dispute.created" then flag_dispute(object)
      end
      ProcessedStripeEvent.create!(event_id: event_id, event_type: type)
    end
  end

  private

  def complete_checkout(session)
    order = Order.find_by!(checkout_session_id: session["id"])
    order.mark_paid!(payment_intent_id: session["payment_intent"])
  end

  def record_refund(charge)
    order = Order.find_by(payment_intent_id: charge["payment_intent"])
    return Rails.logger.warn("refund for unknown payment #{charge['payment_intent']}") unless order

    order.record_refund!(amount_cents: charge["amount_refunded"], refunded_at: Time.zone.at(charge["created"]))
  end

  def flag_dispute(dispute)
    order = Order.find_by(payment_intent_id: dispute["payment_intent"])
    order&.update!(disputed: true)
    AdminMailer.dispute_opened(order, dispute["reason"]).deliver_later if order
  end
end
