require "sinatra/base"
require "sinatra/json"
require_relative "lib/cart"

class BakeryApp < Sinatra::Base
  ORDERS = {}

  before do
    content_type :json
  end

  post "/orders" do
    payload = JSON.parse(request.body.read)
    cart = Cart.new
    payload.fetch("items").each { |item| cart.add(item["product"], item.fetch("quantity", 1)) }
    cart.apply_coupon(payload["coupon"]) if payload["coupon"]
    if payload["delivery"] && !cart.deliverable?
      halt 422, json(error: "delivery orders must be at least #{Cart::DELIVERY_MINIMUM} EUR")
    end
    id = (ORDERS.keys.max || 0) + 1
    ORDERS[id] = { id: id, items: cart.items, subtotal: cart.subtotal, total: cart.total }
    status 201
    json ORDERS[id]
  rescue ArgumentError, KeyError => e
    halt 422, json(error: e.message)
  end

  get "/orders/:id" do
    order = ORDERS[Integer(params[:id], exception: false)]
    halt 404, json(error: "order not found") if order.nil?

    json order
  end

  get "/health" do
    json ok: true
  end
end
