require "rails_helper"

RSpec.describe "Reservations", type: :request do
  let(:org) { create(:organization) }
  let(:user) { create(:user, organization: org) }
  let(:room) { create(:room, organization: org) }
  let(:tomorrow) { Time.zone.tomorrow }

  before { sign_in user }

  def params(from, to)
    { reservation: { title: "定例", start_at: tomorrow.change(hour: from), end_at: tomorrow.change(hour: to) } }
  end

  describe "POST /rooms/:room_id/reservations" do
    it "creates a reservation" do
      expect { post room_reservations_path(room), params: params(10, 11) }.to change(Reservation, :count).by(1)
      expect(response).to redirect_to(reservations_path)
    end

    it "rejects the same slot twice" do
      create(:reservation, room: room, start_at: tomorrow.change(hour: 10), end_at: tomorrow.change(hour: 11))
      expect { post room_reservations_path(room), params: params(10, 11) }.not_to change(Reservation, :count)
      expect(response).to have_http_status(:unprocessable_entity)
    end

    it "allows back-to-back reservations" do
      create(:reservation, room: room, start_at: tomorrow.change(hour: 10), end_at: tomorrow.change(hour: 11))
      expect { post room_reservations_path(room), params: params(11, 12) }.to change(Reservation, :count).by(1)
    end

    it "rejects outside business hours" do
      expect { post room_reservations_path(room), params: params(7, 9) }.not_to change(Reservation, :count)
    end
  end

  describe "DELETE /reservations/:id" do
    it "cancels own reservation" do
      r = create(:reservation, room: room, user: user)
      delete reservation_path(r)
      expect(r.reload).to be_canceled
    end
  end
end
