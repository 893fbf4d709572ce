class Seat < ApplicationRecord
  belongs_to :event
  belongs_to :order, optional: true

  validates :row, :number, presence: true
  validates :number, uniqueness: { scope: %i[event_id row] }

  scope :available, -> { where(order_id: nil).where("held_until IS NULL OR held_until < ?", Time.current) }

  def label
    "#{row}-#{number}"
  end

  def available?
    order_id.nil? && (held_until.nil? || held_until < Time.current)
  end

  def hold!(minutes: 10)
    update!(held_until: minutes.minutes.from_now)
  end

  def price_yen
    event.price_for(row)
  end

  def to_param
    label
  end

  def self.for_labels(event, labels)
    rows = labels.map { |l| l.split("-", 2) }
    rows.map { |row, number| event.seats.find_by!(row: row, number: number) }
  end
end
