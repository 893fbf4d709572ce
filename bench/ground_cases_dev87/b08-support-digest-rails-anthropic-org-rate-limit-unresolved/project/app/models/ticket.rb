class Ticket < ApplicationRecord
  has_many :messages, class_name: "TicketMessage", dependent: :destroy

  scope :needing_summary, lambda {
    where("summarized_at IS NULL OR summarized_at < updated_at")
  }

  def summary_fresh?
    summarized_at.present? && summarized_at >= updated_at
  end

  def language
    customer_locale == "en" ? "en" : "ja"
  end
end
