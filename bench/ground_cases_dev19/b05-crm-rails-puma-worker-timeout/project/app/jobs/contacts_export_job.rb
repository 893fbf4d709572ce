class ContactsExportJob < ApplicationJob
  queue_as :exports

  def perform(export_id)
    export = Export.find(export_id)
    export.update!(status: "running")
    rows = export.account.contacts.includes(:tags).order(:id)
    csv = ContactsCsv.new(rows).generate
    export.file.attach(
      io: StringIO.new(csv),
      filename: "contacts-#{Date.current.iso8601}.csv",
      content_type: "text/csv"
    )
    export.update!(status: "ready")
  rescue StandardError => e
    export&.update!(status: "failed", error_message: e.message.truncate(500))
    raise
  end
end
