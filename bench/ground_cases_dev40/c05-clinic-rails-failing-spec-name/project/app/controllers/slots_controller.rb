class SlotsController < ApplicationController
  before_action :set_doctor

  # GET /doctors/:doctor_id/slots?date=2025-10-23
  def index
    date = parse_date(params[:date])
    return render(json: { error: "invalid date" }, status: :unprocessable_entity) unless date
    return render(json: { error: "date is in the past" }, status: :unprocessable_entity) if date < Date.current

    slots = SlotFinder.new(@doctor, date).available_slots
    render json: {
      doctor_id: @doctor.id,
      doctor_name: @doctor.display_name,
      time_zone: @doctor.clinic.time_zone,
      date: date.iso8601,
      slots: slots.map(&:as_json),
    }
  end

  private

  def set_doctor
    @doctor = Doctor.includes(:clinic).find(params[:doctor_id])
  end

  def parse_date(value)
    Date.iso8601(value.to_s)
  rescue Date::Error
    nil
  end
end
