# frozen_string_literal: true

require "csv"
require_relative "contact"

# Reads the CRM export and writes a cleaned CSV.
class CsvImporter
  HEADERS = %w[name email company].freeze

  def initialize(path)
    @path = path
  end

  def each_contact
    return enum_for(:each_contact) unless block_given?

    CSV.foreach(@path, headers: true) do |row|
      next if row.fields.all? { |field| field.to_s.strip.empty? }

      contact = Contact.from_row(row)
      yield contact if contact.valid?
    end
  end

  def write_clean(out_path)
    count = 0
    CSV.open(out_path, "w") do |csv|
      csv << HEADERS
      each_contact do |contact|
        csv << contact.to_a
        count += 1
      end
    end
    count
  end
end
