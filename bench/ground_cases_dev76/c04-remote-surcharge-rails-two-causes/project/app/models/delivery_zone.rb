class DeliveryZone < ApplicationRecord
  REMOTE_PREFIXES = YAML.load_file(Rails.root.join("config/remote_zones.yml")).fetch("prefixes").map(&:to_s).freeze

  validates :prefix, presence: true, uniqueness: true, length: { is: 2 }

  scope :remote, -> { where(remote: true) }

  def self.for_postcode(postcode)
    return nil if postcode.blank?

    prefix = postcode[0, 2]
    find_by(prefix: prefix) || new(prefix: prefix, name: "未配置", remote: REMOTE_PREFIXES.include?(prefix))
  end

  def remote?
    remote == true
  end

  def label
    remote? ? "#{name}（偏远）" : name
  end
end
