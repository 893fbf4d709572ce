class SlotBooking
  class SlotUnavailable < StandardError; end

  def initialize(order, slot)
    @order = order
    @slot = slot
  end

  def call
    DeliverySlot.transaction do
      @slot.lock!
      raise SlotUnavailable, "该时段已约满" unless @slot.bookable?

      @order.update!(delivery_slot: @slot)
    end
    @order
  end
end
