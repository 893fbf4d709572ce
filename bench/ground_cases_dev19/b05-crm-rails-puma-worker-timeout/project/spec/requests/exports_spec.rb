require "rails_helper"

RSpec.describe "Exports", type: :request do
  let(:user) { create(:user) }

  before { sign_in user }

  describe "POST /exports" do
    it "enqueues the export job and returns 202" do
      expect {
        post exports_path
      }.to have_enqueued_job(ContactsExportJob)

      expect(response).to have_http_status(:accepted)
      expect(response.parsed_body["status"]).to eq("queued")
    end
  end
end
