require "rails_helper"

RSpec.describe CustomerImport do
  def import(path)
    described_class.new(File.open(file_fixture(path))).call
  end

  it "creates customers from a comma-separated file" do
    result = import("customers.csv")
    expect(result.created).to eq(3)
    expect(Customer.pluck(:email)).to include("anna.schmidt@example.de")
  end

  it "reads semicolon-separated files from German Excel" do
    result = import("customers_semicolon.csv")
    expect(result.created).to eq(2)
    expect(Customer.find_by(email: "lena.huber@example.de").company).to eq("Huber & Partner, München")
  end

  it "reports rows that fail validation" do
    result = described_class.new(StringIO.new("email,name,company,phone,country\nok@example.de,Ok,,,DE\nbroken,,,,DE\n")).call
    expect(result.created).to eq(1)
    expect(result.errors.size).to eq(1)
    expect(result.errors.first.messages).to include("Name can't be blank")
  end

  it "updates an existing customer matched by email" do
    Customer.create!(email: "tom@example.co.uk", name: "Tom", country: "GB")
    result = import("customers.csv")
    expect(result.updated).to eq(1)
    expect(Customer.find_by(email: "tom@example.co.uk").company).to eq("Reed & Sons")
  end
end
