class SeatChange
  Result = Struct.new(:subscription, :prorated_amount, keyword_init: true)

  def initialize(subscription, added:, at: Time.current)
    @subscription = subscription
    @added = added
    @at = at
  end

  def call
    raise ArgumentError, "added must be positive" unless @added.positive?

    amount = ProrationCalculator.new(@subscription).amount_for(@added, days_remaining)
    Subscription.transaction do
      @subscription.update!(seats: @subscription.seats + @added)
      @subscription.invoice_items.create!(
        description: "#{@added} seat(s), prorated",
        amount: amount,
        period_start: @at,
        period_end: @subscription.current_period_end
      )
    end
    Result.new(subscription: @subscription, prorated_amount: amount)
  end

  private

  def days_remaining
    (@subscription.current_period_end.to_date - @at.to_date).to_i + 1
  end
end
