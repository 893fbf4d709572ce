module ShiftsHelper
  STATUS_LABELS = {
    "open" => "Open",
    "awaiting_approval" => "Awaiting approval",
    "filled" => "Filled",
    "cancelled" => "Cancelled"
  }.freeze

  def shift_status_label(shift)
    STATUS_LABELS.fetch(shift.status, shift.status.humanize)
  end

  def shift_duration(shift)
    minutes = ((shift.ends_at - shift.starts_at) / 60).round
    hours, rest = minutes.divmod(60)
    rest.zero? ? "#{hours}h" : "#{hours}h #{rest}m"
  end
end
