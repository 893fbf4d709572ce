# frozen_string_literal: true

require "sinatra/base"
require "json"
require_relative "lib/rates"
require_relative "lib/formatter"

class FxApp < Sinatra::Base
  set :rates, Rates::Client.new

  before do
    content_type :json
  end

  get "/health" do
    { status: "ok" }.to_json
  end

  get "/rates/:base" do
    base = params[:base].upcase
    halt 400, { error: "unsupported currency" }.to_json unless Rates::SUPPORTED.include?(base)
    table = settings.rates.table(base)
    { base: base, rates: table, fetched_at: settings.rates.fetched_at(base)&.iso8601 }.to_json
  end

  get "/convert" do
    from = params.fetch("from", "USD").upcase
    amount = Float(params.fetch("amount", "1"))
    rate = settings.rates.table(from).fetch("JPY")
    { from: from, amount: amount, jpy: Formatter.yen(amount * rate) }.to_json
  rescue ArgumentError, KeyError
    halt 400, { error: "bad request" }.to_json
  end

  run! if app_file == $PROGRAM_NAME
end
