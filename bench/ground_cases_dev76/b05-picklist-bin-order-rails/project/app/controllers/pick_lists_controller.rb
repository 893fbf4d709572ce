class PickListsController < ApplicationController
  before_action :set_wave

  def show
    @lines = PickListBuilder.new(@wave).lines
  end

  def export
    exporter = PickListExporter.new(PickListBuilder.new(@wave))
    send_data exporter.to_csv,
              filename: exporter.filename(@wave),
              type: "text/csv; charset=utf-8"
  end

  private

  def set_wave
    @wave = ShipmentWave.find(params[:wave_id])
  end
end
