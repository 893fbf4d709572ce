require "zlib"

# Home-made feature flags. A flag is on for an account when it is globally enabled,
# or the account is in its allow list.
class FeatureFlag < ApplicationRecord
  CACHE_TTL = Rails.configuration.x.feature_flags.cache_ttl

  validates :name, presence: true, uniqueness: true
  validates :rollout_percentage, numericality: { in: 0..100 }

  serialize :account_ids, coder: JSON

  def self.enabled?(name, account)
    flag = cached(name)
    return false unless flag

    flag.enabled_for?(account)
  end

  def self.cached(name)
    Rails.cache.fetch("feature_flag/#{name}", expires_in: CACHE_TTL) do
      find_by(name: name.to_s)
    end
  end

  def enabled_for?(account)
    return true if enabled
    return false if account.nil?

    return true if Array(account_ids).include?(account.id)

    bucket(account) <= rollout_percentage
  end

  # Stable 0..99 bucket per (flag, account).
  def bucket(account)
    Zlib.crc32("#{name}:#{account.id}") % 100
  end

  after_commit :expire_cache

  private

  def expire_cache
    Rails.cache.delete("feature_flag/#{name}")
  end
end
