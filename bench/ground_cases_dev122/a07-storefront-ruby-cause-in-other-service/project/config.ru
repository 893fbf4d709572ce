require_relative "app"

run Storefront
