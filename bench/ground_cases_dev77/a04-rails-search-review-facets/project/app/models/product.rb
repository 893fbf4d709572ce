class Product < ApplicationRecord
  belongs_to :brand
  belongs_to :category
  has_many :taggings, dependent: :destroy
  has_many :tags, through: :taggings

  scope :visible, -> { where(archived_at: nil) }
  scope :in_stock, -> { where("stock_count > 0") }
  scope :matching, ->(q) { where("products.name ILIKE :q OR products.summary ILIKE :q", q: "%#{sanitize_sql_like(q)}%") }

  def price
    price_cents / 100.0
  end
end
