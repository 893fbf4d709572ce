require "rails_helper"

RSpec.describe WaitlistPromoter do
  let(:restaurant) { Restaurant.create!(name: "老街小馆", seats: 20) }
  let(:seven_pm) { Time.zone.parse("2024-08-10 19:00") }

  it "offers the seats to the oldest matching entry" do
    older = restaurant.waitlist_entries.create!(guest_name: "a", guest_email: "a@example.com", party_size: 4, wanted_at: seven_pm)
    restaurant.waitlist_entries.create!(guest_name: "b", guest_email: "b@example.com", party_size: 4, wanted_at: seven_pm)
    expect(described_class.new(restaurant, seven_pm, 4).call).to eq(older)
    expect(older.reload.status).to eq("offered")
  end
end
