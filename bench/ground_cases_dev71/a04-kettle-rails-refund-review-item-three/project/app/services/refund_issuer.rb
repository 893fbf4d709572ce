# Creates a refund for an order and hands it to Stripe in the background.
class RefundIssuer
  class ExceedsPaid < StandardError; end
  class NotRefundable < StandardError; end

  REFUNDABLE_STATUSES = %w[paid shipped delivered].freeze

  def initialize(order, staff)
    @order = order
    @staff = staff
  end

  def call(amount_cents:, reason:)
    refund = @order.with_lock do
      raise NotRefundable, "order #{@order.number} is #{@order.status}" unless REFUNDABLE_STATUSES.include?(@order.status)
      raise ExceedsPaid, "#{amount_cents} > #{@order.total_cents}" if amount_cents > @order.total_cents

      created = @order.refunds.create!(
        amount_cents: amount_cents,
        reason: reason,
        state: "pending",
        created_by: @staff
      )
      @order.update!(status: :refunded) if @order.fully_refunded?
      created
    end
    # enqueue after the lock's transaction has committed, so the job sees the row
    RefundSyncJob.perform_later(refund.id)
    refund
  end
end
