class RefundService
  class RefundError < StandardError; end

  def initialize(order, amount_cents:, reason:, actor:)
    @order = order
    @amount_cents = amount_cents
    @reason = reason
    @actor = actor
  end

  def call
    raise RefundError, "amount must be positive" unless @amount_cents.positive?
    if @order.refunded_cents + @amount_cents > @order.payment.amount_cents
      raise RefundError, "refund exceeds amount paid"
    end

    Refund.transaction do
      refund = @order.refunds.create!(amount_cents: @amount_cents, reason: @reason, created_by: @actor)
      Rails.logger.info(
        "[refund] order=#{@order.id} amount_cents=#{@amount_cents} actor=#{@actor.id} reason=#{@reason.inspect}"
      )
      PaymentGateway.refund(@order.payment.gateway_ref, @amount_cents) if @order.payment
      @order.update!(status: "refunded") if @order.fully_refunded?
      refund
    end
  end
end
