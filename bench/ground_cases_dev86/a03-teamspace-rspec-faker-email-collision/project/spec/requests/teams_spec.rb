require "rails_helper"

RSpec.describe "Teams", type: :request do
  let(:user) { create(:user) }

  before { sign_in_as(user) }

  describe "POST /teams/:id/join" do
    it "adds the current user" do
      team = create(:team)
      post join_team_path(team)
      expect(response).to have_http_status(:no_content)
      expect(user.reload.member_of?(team)).to be(true)
    end

    it "refuses a full team" do
      team = create(:team, :full)
      post join_team_path(team)
      expect(response).to have_http_status(:unprocessable_entity)
      expect(response.parsed_body["error"]).to eq("team is full")
    end
  end

  describe "GET /teams" do
    it "lists only my teams, by name" do
      mine = [create(:team, name: "Zeta"), create(:team, name: "Alpha")]
      mine.each { |t| t.add_member!(user) }
      create(:team, name: "Not mine")
      get teams_path
      expect(response.parsed_body.map { |t| t["name"] }).to eq(%w[Alpha Zeta])
    end
  end
end
