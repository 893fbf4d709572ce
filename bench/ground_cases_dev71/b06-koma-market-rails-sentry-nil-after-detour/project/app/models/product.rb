class Product < ApplicationRecord
  belongs_to :seller
  belongs_to :category
  has_many :variants, dependent: :destroy

  enum status: { draft: 0, published: 1, suspended: 2 }

  validates :name, presence: true
  validates :price, numericality: { only_integer: true, greater_than_or_equal_to: 0 }

  scope :visible, -> { published.joins(:seller).merge(Seller.active) }
  scope :in_stock, -> { where("stock > 0") }

  def price_with_tax
    (price * 1.1).floor
  end

  def sold_out?
    stock <= 0
  end

  def display_name
    brand.present? ? "#{brand} #{name}" : name
  end
end
