# Outcome of one CSV upload, kept in the session-less admin so ops can see what failed.
class CustomerImportResult
  Error = Struct.new(:line, :messages, keyword_init: true)

  attr_reader :created, :updated, :errors

  def initialize
    @created = 0
    @updated = 0
    @errors = []
  end

  def created!
    @created += 1
  end

  def updated!
    @updated += 1
  end

  def add_error(line:, messages:)
    @errors << Error.new(line: line, messages: messages)
  end

  def ok?
    errors.empty?
  end
end
