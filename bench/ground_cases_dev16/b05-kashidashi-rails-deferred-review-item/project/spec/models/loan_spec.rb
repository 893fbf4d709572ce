require "rails_helper"

RSpec.describe Loan do
  let(:equipment) { create(:equipment) }
  let(:user) { create(:user) }

  describe ".overdue" do
    it "returns active loans past their due date" do
      late = create(:loan, equipment: equipment, user: user, due_on: 2.days.ago.to_date)
      create(:loan, equipment: create(:equipment), user: user, due_on: 2.days.from_now.to_date)
      expect(Loan.overdue).to eq([late])
    end
  end

  describe "#extend!" do
    it "moves the due date by a week" do
      loan = create(:loan, equipment: equipment, user: user, due_on: Date.new(2025, 12, 1))
      travel_to Date.new(2025, 11, 28) do
        loan.extend!
      end
      expect(loan.due_on).to eq(Date.new(2025, 12, 8))
      expect(loan.extensions_count).to eq(1)
    end

    it "refuses overdue loans" do
      loan = create(:loan, equipment: equipment, user: user, due_on: 1.day.ago.to_date)
      expect { loan.extend! }.to raise_error(Loan::ExtensionError)
    end
  end
end
