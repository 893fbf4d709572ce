require "test_helper"

class InvoiceCsvExporterTest < ActiveSupport::TestCase
  test "writes a header and one row per invoice" do
    csv = CSV.parse(InvoiceCsvExporter.new(Invoice.where(id: invoices(:acme_march).id)).call)
    assert_equal InvoiceCsvExporter::HEADERS, csv.first
    assert_equal 2, csv.size
  end

  test "formats amounts as plain integers" do
    row = CSV.parse(InvoiceCsvExporter.new(Invoice.where(id: invoices(:acme_march).id)).call).last
    assert_equal "110000", row[5]
  end
end
