require "csv"

module Reports
  # Monthly fleet report for the accounting team (downloaded from /reports/fleet.csv).
  class FleetCsv
    HEADERS = ["Plate", "Make", "Model", "Depot", "Driver", "Status",
               "Next inspection", "Services this month", "Cost this month (EUR)"].freeze

    def initialize(depot:, month:)
      @depot = depot
      @month = month
    end

    def filename
      "fleet-#{@depot.code.downcase}-#{@month.strftime('%Y-%m')}.csv"
    end

    def to_csv
      range = @month.all_month
      CSV.generate(col_sep: ";", headers: HEADERS, write_headers: true) do |csv|
        vehicles.each do |v|
          records = v.maintenance_records.select { |r| range.cover?(r.performed_on) }
          csv << [v.plate, v.make, v.model, @depot.name, v.driver&.full_name, v.status.humanize,
                  v.next_inspection_on&.iso8601, records.size,
                  format("%.2f", records.sum(&:cost_cents) / 100.0).tr(".", ",")]
        end
      end
    end

    private

    def vehicles
      Vehicle.in_depot(@depot).includes(:driver, :maintenance_records).order(:plate)
    end
  end
end
