require "rails_helper"

RSpec.describe "Rate limiting", type: :request do
  let(:token) { create(:api_token) }
  let(:headers) { { "Authorization" => "Bearer #{token.plaintext}" } }

  before do
    Rack::Attack.enabled = true
    Rack::Attack.cache.store = ActiveSupport::Cache::MemoryStore.new
    stub_const("Rack::Attack::API_LIMIT", 2)
  end

  after { Rack::Attack.enabled = false }

  it "returns 429 with the API error body once the token is over the limit" do
    3.times { get "/api/v1/orders", headers: headers }
    expect(response).to have_http_status(:too_many_requests)
    expect(response.parsed_body.dig("error", "code")).to eq("rate_limited")
    expect(response.headers["RateLimit-Reset"]).to be_present
    expect(response.headers["Retry-After"]).to eq(response.headers["RateLimit-Reset"])
  end
end
