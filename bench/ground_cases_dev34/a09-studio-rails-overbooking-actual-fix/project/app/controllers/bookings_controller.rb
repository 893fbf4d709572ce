class BookingsController < ApplicationController
  before_action :authenticate_member!
  before_action :set_gym_class, only: :create
  before_action :set_source, only: :create

  def create
    @gym_class.with_lock do
      booking = @gym_class.bookings.new(member: current_member, status: :active, source: @source)
      if booking.save
        render json: { id: booking.id, spots_left: @gym_class.spots_left }, status: :created
      else
        render json: { errors: booking.errors.full_messages }, status: :unprocessable_entity
      end
    end
  end

  def destroy
    booking = current_member.bookings.find(params[:id])
    booking.cancel!(by: current_member)
    head :no_content
  rescue ArgumentError => e
    render json: { errors: [e.message] }, status: :unprocessable_entity
  end

  private

  def set_gym_class
    @gym_class = GymClass.find(params[:gym_class_id])
  end

  def set_source
    @source = params.fetch(:source, "app")
    render json: { errors: ["unknown source"] }, status: :bad_request unless Booking.sources.key?(@source)
  end
end
