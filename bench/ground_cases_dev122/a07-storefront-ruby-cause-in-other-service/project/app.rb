require "sinatra/base"
require "json"
require_relative "lib/billing_client"

class Storefront < Sinatra::Base
  configure do
    set :billing, BillingClient.new
  end

  before { content_type :json }

  post "/checkout" do
    order = JSON.parse(request.body.read, symbolize_names: true)
    halt 422, { error: "empty cart" }.to_json if order.fetch(:lines, []).empty?
    invoice = settings.billing.create_invoice(order)
    status 201
    { invoice_id: invoice["id"], total_cents: invoice["total_cents"] }.to_json
  rescue BillingClient::Rejected => e
    halt 422, { error: e.message, details: e.details }.to_json
  rescue BillingClient::Unavailable => e
    logger.error("checkout failed: #{e.message}")
    halt 502, { error: "billing unavailable, try again" }.to_json
  rescue JSON::ParserError, KeyError
    halt 400, { error: "bad order payload" }.to_json
  end

  get "/healthz" do
    { status: "ok" }.to_json
  end
end
