require "csv"

class CsvExport
  def self.generate(header, rows)
    CSV.generate(headers: true) do |csv|
      csv << header
      rows.each { |row| csv << row }
    end
  end
end
