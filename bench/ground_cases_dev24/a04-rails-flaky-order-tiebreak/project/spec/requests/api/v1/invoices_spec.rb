require "rails_helper"

RSpec.describe "Api::V1::Invoices", type: :request do
  let(:account) { create(:account) }
  let(:headers) { auth_headers_for(create(:user, account:)) }

  before { freeze_time }

  describe "GET /api/v1/invoices" do
    it "returns only the account's invoices" do
      mine = create(:invoice, account:)
      create(:invoice)

      get "/api/v1/invoices", headers: headers

      expect(response).to have_http_status(:ok)
      expect(response.parsed_body.pluck("id")).to eq([mine.id])
    end

    it "filters by status" do
      create(:invoice, account:, status: :paid)
      sent = create(:invoice, account:, status: :sent)

      get "/api/v1/invoices", params: { status: "sent" }, headers: headers

      expect(response.parsed_body.pluck("id")).to eq([sent.id])
    end

    it "sets X-Total-Count" do
      create_list(:invoice, 3, account:)

      get "/api/v1/invoices", params: { per_page: 2 }, headers: headers

      expect(response.headers["X-Total-Count"]).to eq("3")
      expect(response.parsed_body.size).to eq(2)
    end

    it "returns invoices newest first" do
      older = create(:invoice, account:)
      newer = create(:invoice, account:)

      get "/api/v1/invoices", headers: headers

      expect(response.parsed_body.pluck("id")).to eq([newer.id, older.id])
    end
  end

  describe "GET /api/v1/invoices/:id" do
    it "404s for another account's invoice" do
      other = create(:invoice)

      get "/api/v1/invoices/#{other.id}", headers: headers

      expect(response).to have_http_status(:not_found)
    end
  end
end
