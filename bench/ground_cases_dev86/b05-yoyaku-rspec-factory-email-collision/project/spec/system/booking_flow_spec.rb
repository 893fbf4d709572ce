require "rails_helper"

RSpec.describe "予約フロー", type: :system do
  let(:user) { create(:user) }

  it "books a slot" do
    sign_in user
    visit new_booking_path
    fill_in "開始日時", with: 2.days.from_now.strftime("%Y-%m-%dT10:00")
    click_on "予約する"
    expect(page).to have_content "予約しました"
  end
end
