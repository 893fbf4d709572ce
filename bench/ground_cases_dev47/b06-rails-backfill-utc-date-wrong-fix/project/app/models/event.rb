class Event < ApplicationRecord
  KINDS = %w[page_view add_to_cart checkout purchase refund].freeze

  belongs_to :user, optional: true
  belongs_to :shop

  validates :kind, inclusion: { in: KINDS }
  validates :occurred_at, presence: true

  before_save :set_occurred_on

  scope :on_day, ->(date) { where(occurred_on: date) }
  scope :purchases, -> { where(kind: "purchase") }
  scope :between, ->(from, to) { where(occurred_at: from...to) }

  def self.daily_counts(shop, from:, to:)
    where(shop: shop)
      .where(occurred_on: from..to)
      .group(:occurred_on, :kind)
      .count
  end

  def purchase?
    kind == "purchase"
  end

  private

  # occurred_at comes back as a TimeWithZone in config.time_zone (Tokyo),
  # so to_date is already the JST calendar date.
  def set_occurred_on
    self.occurred_on = occurred_at&.in_time_zone("Tokyo")&.to_date
  end
end
