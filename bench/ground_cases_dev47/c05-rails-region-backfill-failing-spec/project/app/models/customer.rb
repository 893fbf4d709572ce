class Customer < ApplicationRecord
  has_many :orders, dependent: :restrict_with_error
  has_many :addresses, dependent: :destroy

  validates :email, presence: true, uniqueness: { case_sensitive: false }
  validates :zip, length: { maximum: 10 }, allow_blank: true

  before_save :assign_region, if: -> { zip_changed? && region.blank? }

  scope :active, -> { where(archived_at: nil) }
  scope :by_region, ->(r) { where(region: r) }

  def display_name
    [first_name, last_name].compact_blank.join(" ").presence || email
  end

  private

  def assign_region
    self.region = RegionBackfill.region_for(zip)
  end
end
