module Orders
  class Cancel
    class NotCancellable < StandardError; end

    def initialize(order, reason: nil)
      @order = order
      @reason = reason
    end

    def call
      raise NotCancellable, "order #{@order.id} is #{@order.status}" unless @order.cancellable?

      Order.transaction do
        @order.update!(status: :cancelled, cancelled_at: Time.current)
        @order.line_items.each(&:release_stock!)
      end
      Rails.logger.info("order cancelled id=#{@order.id} reason=#{@reason.inspect}")
      @order
    end
  end
end
