require "faraday"

# Buys a label from the rate broker and stores the tracking number on the shipment.
class LabelPurchase
  BROKER_URL = ENV.fetch("LABEL_BROKER_URL", "https://api.labelbroker.example/v3")

  def initialize(shipment, http: nil)
    @shipment = shipment
    @http = http || Faraday.new(BROKER_URL, request: { timeout: 20, open_timeout: 3 }) do |f|
      f.request :json
      f.response :json
      f.response :raise_error
    end
  end

  def call(rate_id)
    response = @http.post("labels", { rate_id: rate_id, reference: @shipment.order.number })
    body = response.body
    @shipment.update!(tracking_number: body.fetch("tracking_number"), label_url: body.fetch("label_pdf_url"),
                      status: :label_created)
    @shipment
  rescue Faraday::TimeoutError
    Rails.logger.warn("label purchase timed out for shipment #{@shipment.id}")
    raise
  end
end
