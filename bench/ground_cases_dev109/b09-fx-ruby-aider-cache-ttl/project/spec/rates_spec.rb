# frozen_string_literal: true

require_relative "../lib/rates"

RSpec.describe Rates::Client do
  let(:body) { { "rates" => { "JPY" => 151.2, "EUR" => 0.92 } }.to_json }
  let(:response) { instance_double(Faraday::Response, success?: true, status: 200, body: body) }
  let(:http) { instance_double(Faraday::Connection) }

  subject(:client) { described_class.new(http: http) }

  before { allow(http).to receive(:get).and_return(response) }

  it "returns the rate table for a base currency" do
    expect(client.table("USD")).to eq("JPY" => 151.2, "EUR" => 0.92)
  end

  it "exposes the supported currencies" do
    expect(Rates::SUPPORTED).to include("USD", "JPY")
  end

  it "serves the second call from the cache" do
    2.times { client.table("USD") }
    expect(http).to have_received(:get).once
  end

  it "raises when the API fails" do
    allow(response).to receive(:success?).and_return(false)
    allow(response).to receive(:status).and_return(503)
    expect { client.table("USD") }.to raise_error(/503/)
  end
end
