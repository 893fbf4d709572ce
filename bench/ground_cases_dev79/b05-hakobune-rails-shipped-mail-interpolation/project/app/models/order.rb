class Order < ApplicationRecord
  belongs_to :customer
  has_many :line_items, dependent: :destroy

  enum :status, { pending: 0, paid: 1, shipped: 2, delivered: 3 }

  validates :number, presence: true, uniqueness: true

  def tracking_url
    return if tracking_number.blank?

    "https://track.example-post.jp/?no=#{tracking_number}"
  end

  def mark_shipped!(tracking_number:, eta:)
    update!(status: :shipped, tracking_number: tracking_number, eta: eta)
    OrderMailer.with(order: self).shipped.deliver_later
  end
end
