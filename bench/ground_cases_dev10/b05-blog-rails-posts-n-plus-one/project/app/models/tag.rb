class Tag < ApplicationRecord
  has_many :taggings, dependent: :destroy
  has_many :posts, through: :taggings

  validates :name, presence: true, uniqueness: { case_sensitive: false }
  validates :slug, presence: true, uniqueness: true

  scope :popular, lambda {
    joins(:taggings).group(:id).order(Arel.sql("COUNT(taggings.id) DESC"))
  }

  def to_param
    slug
  end
end
