require_relative "app"

run ShopApp
