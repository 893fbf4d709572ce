module Admin
  class SlotsController < Admin::BaseController
    def index
      @slots = DeliverySlot.upcoming.includes(:orders).limit(200)
      @slots = @slots.on_date(Date.parse(params[:date])) if params[:date].present?
      render json: @slots.map { |s| serialize(s) }
    end

    def update
      slot = DeliverySlot.find(params[:id])
      slot.update!(slot_params)
      render json: serialize(slot)
    end

    private

    def slot_params
      params.require(:slot).permit(:capacity)
    end

    def serialize(slot)
      {
        id: slot.id,
        label: slot.label,
        capacity: slot.capacity,
        booked: slot.booked_count,
        remaining: slot.remaining,
      }
    end
  end
end
