require "rails_helper"

RSpec.describe "GET /api/points" do
  let(:member) { create(:member) }

  before { sign_in_as(member) }

  it "lists grants newest first with the balance" do
    create(:point_grant, member: member, granted_on: Date.new(2025, 9, 1), points: 100,
                         campaign: create(:campaign, name: "秋の大感謝祭"))
    create(:point_grant, member: member, granted_on: Date.new(2025, 10, 1), points: 50,
                         campaign: create(:campaign, name: "アプリ初回ログイン"))
    get "/api/points"
    expect(response).to have_http_status(:ok)
    body = response.parsed_body
    expect(body["balance"]).to eq(150)
    expect(body["grants"].map { |g| g["points"] }).to eq([50, 100])
    expect(body["grants"].first["campaign"]).to eq("アプリ初回ログイン")
    expect(body["grants"].first["expires_on"]).to eq("2026-10-31")
  end

  it "handles grants without a campaign" do
    create(:point_grant, member: member, granted_on: Date.new(2025, 10, 3), points: 30, source: "purchase")
    get "/api/points"
    expect(response).to have_http_status(:ok)
    expect(response.parsed_body["grants"].first).to include("campaign" => nil, "source" => "お買い物")
  end

  it "pages by 20" do
    create_list(:point_grant, 25, member: member, granted_on: Date.new(2025, 10, 1), points: 10,
                                  campaign: create(:campaign))
    get "/api/points", params: { page: 2 }
    expect(response.parsed_body["grants"].size).to eq(5)
  end

  it "requires a session" do
    sign_out
    get "/api/points"
    expect(response).to have_http_status(:unauthorized)
  end
end
