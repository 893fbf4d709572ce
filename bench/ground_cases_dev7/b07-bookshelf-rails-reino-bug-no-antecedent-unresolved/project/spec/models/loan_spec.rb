require "rails_helper"

RSpec.describe Loan do
  it "sets the due date 14 days ahead" do
    travel_to Date.new(2025, 11, 20) do
      loan = create(:loan)
      expect(loan.due_on).to eq Date.new(2025, 12, 4)
    end
  end

  it "cannot lend a book that is already out" do
    book = create(:book)
    create(:loan, book: book)
    expect(build(:loan, book: book)).not_to be_valid
  end
end
