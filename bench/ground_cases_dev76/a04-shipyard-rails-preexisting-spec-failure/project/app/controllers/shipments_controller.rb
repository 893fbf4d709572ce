class ShipmentsController < ApplicationController
  before_action :set_shipment

  def show
    render json: @shipment.as_json(only: %i[id tracking_number status label_url])
                          .merge(carrier: @shipment.carrier, tracking_url: @shipment.tracking_url)
  end

  def label
    LabelPurchase.new(@shipment).call(params.require(:rate_id))
    render json: { tracking_number: @shipment.tracking_number, label_url: @shipment.label_url }, status: :created
  rescue Faraday::TimeoutError
    render json: { error: "label_broker_timeout" }, status: :gateway_timeout
  end

  def track
    url = @shipment.tracking_url
    return render(json: { error: "no_tracking_url" }, status: :not_found) unless url

    redirect_to url, allow_other_host: true
  end

  private

  def set_shipment
    @shipment = Shipment.find(params[:id])
  end
end
