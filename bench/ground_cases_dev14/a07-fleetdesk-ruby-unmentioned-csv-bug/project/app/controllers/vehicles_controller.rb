class VehiclesController < ApplicationController
  before_action :set_vehicle, only: %i[show edit update]

  def index
    @depot = current_user.depots.find_by(id: params[:depot_id])
    @vehicles = Vehicle.includes(:depot, :driver, :maintenance_records).order(:plate)
    @vehicles = @vehicles.in_depot(@depot) if @depot
    @vehicles = @vehicles.where(status: params[:status]) if params[:status].present?
    @vehicles = @vehicles.page(params[:page]).per(50)
  end

  def show
    @records = @vehicle.maintenance_records.limit(20)
  end

  def edit; end

  def update
    if @vehicle.update(vehicle_params)
      redirect_to @vehicle, notice: "Vehicle updated."
    else
      render :edit, status: :unprocessable_entity
    end
  end

  private

  def set_vehicle
    @vehicle = Vehicle.find(params[:id])
  end

  def vehicle_params
    params.require(:vehicle).permit(:plate, :vin, :make, :model, :year, :status,
                                    :depot_id, :driver_id, :next_inspection_on)
  end
end
