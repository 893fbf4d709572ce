require "rails_helper"

RSpec.describe "Admin::Reservations", type: :request do
  let(:store) { create(:store) }
  let(:staff) { create(:staff, store:) }

  before { sign_in staff }

  describe "GET /admin/reservations" do
    it "lists this store's reservations in the range" do
      mine = create(:reservation, store:, pickup_at: 2.days.from_now)
      other = create(:reservation, pickup_at: 2.days.from_now)

      get admin_reservations_path

      expect(response).to have_http_status(:ok)
      expect(response.body).to include(mine.code)
      expect(response.body).not_to include(other.code)
    end

    it "marks customers who returned late before" do
      customer = create(:customer)
      create(:reservation, :returned, customer:, store:, return_at: 10.days.ago, returned_at: 9.days.ago)
      create(:reservation, customer:, store:, pickup_at: 1.day.from_now)

      get admin_reservations_path

      expect(response.body).to include("延滞歴あり")
    end
  end

  describe "PATCH /admin/reservations/:id/cancel" do
    it "cancels the reservation" do
      reservation = create(:reservation, store:)
      patch cancel_admin_reservation_path(reservation)
      expect(reservation.reload).to be_cancelled
    end
  end
end
