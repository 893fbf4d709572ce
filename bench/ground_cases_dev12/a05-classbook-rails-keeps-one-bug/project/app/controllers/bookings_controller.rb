class BookingsController < ApplicationController
  before_action :authenticate_member!
  before_action :set_slot, only: :create
  before_action :set_booking, only: :destroy

  def index
    @bookings = current_member.bookings.active.upcoming.includes(:class_slot).order("class_slots.starts_at")
  end

  def create
    @booking = @slot.bookings.new(member: current_member)

    if @booking.save
      redirect_to schedule_path(date: @slot.starts_at.to_date), notice: "Booked! See you there."
    elsif @slot.full?
      @slot.waitlist_entries.find_or_create_by!(member: current_member)
      redirect_to schedule_path(date: @slot.starts_at.to_date),
                  notice: "The class is full, you're on the waitlist."
    else
      redirect_to schedule_path(date: @slot.starts_at.to_date),
                  alert: @booking.errors.full_messages.to_sentence
    end
  end

  def destroy
    @booking.cancel!(by: current_member)
    message = @booking.late_cancellation? ? "Cancelled (late cancellation, counts as a no-show)." : "Cancelled."
    redirect_to bookings_path, notice: message
  end

  private

  def set_slot
    @slot = ClassSlot.find(params[:class_slot_id])
  end

  def set_booking
    @booking = current_member.bookings.active.find(params[:id])
  end
end
