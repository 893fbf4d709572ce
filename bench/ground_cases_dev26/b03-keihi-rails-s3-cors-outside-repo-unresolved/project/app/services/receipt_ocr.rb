class ReceiptOcr
  Result = Struct.new(:amount, :vendor, keyword_init: true)

  def initialize(client: Textract.client)
    @client = client
  end

  def call(receipt)
    return if receipt.pdf?

    response = @client.analyze_expense(document: { bytes: receipt.image.download })
    fields = response.expense_documents.first&.summary_fields || []
    amount = field_value(fields, "TOTAL")
    vendor = field_value(fields, "VENDOR_NAME")
    receipt.mark_ocr_done!(amount: parse_amount(amount), vendor: vendor)
  rescue Aws::Textract::Errors::ServiceError => e
    Rails.logger.warn("ocr failed receipt=#{receipt.id} #{e.message}")
    receipt.mark_ocr_failed!
  end

  private

  def field_value(fields, type)
    field = fields.find { |f| f.type&.text == type }
    field&.value_detection&.text
  end

  def parse_amount(text)
    return nil if text.nil?
    digits = text.gsub(/[^\d]/, "")
    digits.empty? ? nil : digits.to_i
  end
end
