# Where each Stripe sync stopped. last_id is the newest object we processed in the running
# window; finish! moves the window start forward and clears last_id.
class StripeCursor < ApplicationRecord
  OVERLAP = 10.minutes

  def self.for(stream)
    find_or_create_by!(stream: stream) { |c| c.since = 30.days.ago }
  end

  def advance!(object_id)
    update_columns(last_id: object_id, updated_at: Time.current)
  end

  def finish!
    update!(since: Time.current - OVERLAP, last_id: nil)
  end
end
