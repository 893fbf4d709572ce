require "rails_helper"

RSpec.describe Loan, type: :model do
  let(:member) { create(:member) }
  let(:book) { create(:book) }

  describe "due date" do
    it "is three weeks after the loan date" do
      loan = Loan.create!(book: book, member: member, loaned_at: Time.zone.parse("2025-10-01 10:00"))
      expect(loan.due_on).to eq(Date.new(2025, 10, 22))
    end
  end

  describe "#overdue?" do
    it "is false on the due date" do
      loan = build(:loan, due_on: Date.current)
      expect(loan).not_to be_overdue
    end

    it "is true the day after" do
      loan = build(:loan, due_on: Date.yesterday)
      expect(loan).to be_overdue
    end

    it "is false once returned" do
      loan = build(:loan, due_on: Date.yesterday, returned_at: Time.current)
      expect(loan).not_to be_overdue
    end
  end

  describe "#renew!" do
    it "pushes the due date by a week" do
      loan = create(:loan, due_on: Date.new(2025, 10, 22))
      loan.renew!
      expect(loan.reload.due_on).to eq(Date.new(2025, 10, 29))
      expect(loan.renewals_count).to eq(1)
    end

    it "refuses after the maximum number of renewals" do
      loan = create(:loan, renewals_count: Loan::MAX_RENEWALS)
      expect { loan.renew! }.to raise_error(Loan::RenewalRefused)
    end

    it "refuses an overdue loan" do
      loan = create(:loan, due_on: 3.days.ago.to_date)
      expect { loan.renew! }.to raise_error(Loan::RenewalRefused, /overdue/)
    end
  end

  describe "availability" do
    it "refuses a second active loan of the same book" do
      create(:loan, book: book)
      loan = Loan.new(book: book, member: member)
      expect(loan).not_to be_valid
      expect(loan.errors[:book]).to include("is already on loan")
    end
  end
end
