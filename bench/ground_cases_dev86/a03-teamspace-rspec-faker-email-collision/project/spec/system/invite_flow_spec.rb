require "rails_helper"

RSpec.describe "Inviting a teammate", type: :system do
  let(:owner) { create(:team_owner) }
  let(:team) { owner.teams.first || Team.find_by!(owner: owner) }

  before do
    visit login_path
    fill_in "Email", with: owner.email
    fill_in "Password", with: "correct horse battery"
    click_on "Log in"
    expect(page).to have_content("Signed in as #{owner.email}")
  end

  it "sends an invitation" do
    visit team_path(team)
    click_on "Invite"
    fill_in "Email", with: "new.person@example.test"
    click_on "Send invitation"
    expect(page).to have_content("Invitation sent to new.person@example.test")
  end

  it "rejects a bad address" do
    visit team_path(team)
    click_on "Invite"
    fill_in "Email", with: "not-an-email"
    click_on "Send invitation"
    expect(page).to have_content("is invalid")
  end
end
