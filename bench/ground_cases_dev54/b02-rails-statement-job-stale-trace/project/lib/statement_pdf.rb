require "prawn"
require "prawn/table"

class StatementPdf
  FONT = Rails.root.join("vendor/fonts/ipaexg.ttf").to_s

  def initialize(statement)
    @statement = statement
    @customer = statement.customer
  end

  def render
    Prawn::Document.new(page_size: "A4", margin: 40) do |pdf|
      pdf.font FONT
      pdf.text "請求明細書", size: 18, align: :center
      pdf.move_down 12
      pdf.text "#{@customer.name} 御中", size: 12
      pdf.text "#{@customer.billing_contact&.name} 様", size: 10
      pdf.move_down 8
      pdf.text "請求番号: #{@statement.number}", size: 9, align: :right
      pdf.move_down 16
      rows = [%w[摘要 金額 消費税]]
      @statement.lines.each do |line|
        rows << [line.description, yen(line.amount), yen(line.tax)]
      end
      pdf.table(rows, header: true, width: pdf.bounds.width)
      pdf.move_down 10
      pdf.text "合計 #{yen(@statement.total)}", size: 12, align: :right
    end.render
  end

  private

  def yen(v)
    "#{v.to_i.to_s.reverse.scan(/\d{1,3}/).join(',').reverse}円"
  end
end
