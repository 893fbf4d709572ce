defmodule ShopWeb.Router do
  use ShopWeb, :router

  pipeline :api do
    plug :accepts, ["json"]
  end

  pipeline :authenticated do
    plug ShopWeb.Plugs.RequireUser
  end

  scope "/api", ShopWeb do
    pipe_through :api

    get "/products", ProductController, :index
    get "/products/:id", ProductController, :show
    post "/session", SessionController, :create
  end

  scope "/api", ShopWeb do
    pipe_through [:api, :authenticated]

    get "/users/me", UserController, :me
    get "/orders", OrderController, :index
    get "/orders/:id", OrderController, :show
    post "/orders/:id/cancel", OrderController, :cancel
    post "/cart/items", CartController, :add
    post "/cart/checkout", CartController, :checkout
  end
end
